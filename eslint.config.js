import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import path from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = path.dirname(fileURLToPath(import.meta.url));

// The domain is reached through one alias (package.json "imports"), never by counting ../ (decision 0040)
const domainAlias = {
  regex: "^(\\.\\./)+domain/",
  message: "Import the domain through #domain/<file>.js (decision 0040).",
};

const apiModuleInternals = {
  regex: "(^|/)modules/[\\w-]+/(?!index\\.js$)",
  message: "Import another API module through its index.js (decision 0024).",
};

// From a module's own folder, another module is one level up; from a sub-folder, two (decision 0040)
const moduleSiblingInternals = { regex: "^\\.\\./[\\w-]+/(?!index\\.js$)", message: apiModuleInternals.message };
const subFolderSiblingInternals = {
  regex: "^\\.\\./\\.\\./(?!\\.\\./)[\\w-]+/(?!index\\.js$)",
  message: apiModuleInternals.message,
};

// Issue 24: a route file parses the request, calls its module's service and answers; the queries
// (drizzle-orm, the tables of db/schema) live in the service
const queriesInRoutes = [
  {
    regex: "^drizzle-orm(/|$)",
    message: "A route file builds no query: call a function of the module's service (issue 24).",
  },
  {
    regex: "(^|/)db/schema(/|$|\\.js$)",
    message:
      "A route file imports no table or row type: call a function of the module's service, which exports the types its answers need (issue 24).",
  },
];
const routeFiles = (folder) => [`${folder}/routes.ts`, `${folder}/*-routes.ts`];

/**
 * One home per feature (decision 0040): a file in app/routes/<area>/ imports its own area, app/lib,
 * app/components, the domain and the locales, never another area's folder, whether by
 * ~/routes/<other>/… or by a relative ../<other>/…. What two areas share belongs in app/lib
 * (rules, server helpers) or app/components (UI).
 */
const areaOf = (file) => /^app\/routes\/([^/]+)\//.exec(file)?.[1];
const noCrossAreaImport = {
  meta: { type: "problem", schema: [] },
  create(context) {
    const file = path.relative(repoRoot, context.filename).split(path.sep).join("/");
    const area = areaOf(file);
    if (!area) return {};
    const check = (source) => {
      if (source?.type !== "Literal" || typeof source.value !== "string") return;
      const spec = source.value;
      let target;
      if (spec.startsWith("~/")) target = "app/" + spec.slice(2);
      else if (spec.startsWith("./") || spec.startsWith("../"))
        target = path.posix.join(path.posix.dirname(file), spec);
      else return;
      const other = target.startsWith("app/routes/")
        ? (areaOf(target) ?? target.slice("app/routes/".length))
        : undefined;
      if (other !== undefined && other !== area)
        context.report({
          node: source,
          message: `app/routes/${area}/ must not import another route area (${spec}): move what both use into app/lib or app/components (decision 0040).`,
        });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      "node_modules",
      "build",
      ".react-router",
      ".data",
      "api/drizzle",
      "test-results",
      "test-results-*",
      "playwright-report",
      "public/sw.js",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    ignores: ["domain/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [domainAlias] }] },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, storefront: { rules: { "no-cross-area-import": noCrossAreaImport } } },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "storefront/no-cross-area-import": "error",
    },
  },
  {
    // Module layout (decision 0040): app/lib holds what every area uses and sits below the
    // components and the route areas, so they can use it but it never reaches up into them
    files: ["app/lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            domainAlias,
            {
              regex: "^(~/(components|routes)(/|$)|(\\.\\./)+(components|routes)(/|$))",
              message:
                "app/lib must not import app/components or app/routes: move the shared code into app/lib or domain/ (decision 0040).",
            },
          ],
        },
      ],
    },
  },
  {
    // Actions read their input through one reader, so a post that is not a form answers 4xx, not 500
    files: ["app/routes/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name='formData']",
          message: "Read a posted form with readForm or parseForm (app/lib/form.server.ts), decision 0026.",
        },
      ],
    },
  },
  {
    // Server-only loaders live beside their routes or in app/lib, never among the components
    files: ["app/components/**/*.server.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "Program",
          message: "No *.server.ts under app/components: put it beside its route or in app/lib.",
        },
      ],
    },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-explicit-any": "error",
    },
  },
  {
    // API modules meet through their public face (decision 0024): whatever sits past another
    // module's index.ts may change without that module's callers knowing.
    files: ["api/src/**/*.ts"],
    ignores: ["api/src/modules/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [domainAlias, apiModuleInternals] }] },
  },
  {
    // The database schema sits below every module: what its columns need (the drawing vocabulary…)
    // comes from the domain, never from a module (decision 0040).
    files: ["api/src/db/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            domainAlias,
            {
              regex: "(^|/)modules/",
              message: "The database schema imports no API module: use #domain (decision 0040).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["api/src/modules/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [domainAlias, apiModuleInternals, moduleSiblingInternals],
        },
      ],
    },
  },
  {
    // A module split into sub-folders (decision 0040): from api/src/modules/<module>/<part>/, another
    // module is two levels up and is still reached through its index.js only.
    files: ["api/src/modules/*/*/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [domainAlias, apiModuleInternals, subFolderSiblingInternals],
        },
      ],
    },
  },
  {
    // Route files (issue 24): the module rules above, and no query built there
    files: routeFiles("api/src/modules/*"),
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [domainAlias, apiModuleInternals, moduleSiblingInternals, ...queriesInRoutes] },
      ],
    },
  },
  {
    files: routeFiles("api/src/modules/*/*/**"),
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [domainAlias, apiModuleInternals, subFolderSiblingInternals, ...queriesInRoutes] },
      ],
    },
  },
  {
    files: ["**/*.mjs", "**/*.cjs", "public/**/*.js"],
    languageOptions: {
      globals: {
        process: "readonly",
        console: "readonly",
        self: "readonly",
        caches: "readonly",
        fetch: "readonly",
        URL: "readonly",
      },
    },
  },
);

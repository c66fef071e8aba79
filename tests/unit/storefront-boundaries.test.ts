/**
 * Decision 0040: one home per feature in the storefront. Each route area (app/routes/<area>/)
 * keeps to itself, app/lib sits below the components and the route areas, actions read forms
 * through app/lib's reader, no server code among the components. These cases run the repository's
 * own ESLint configuration, so removing or loosening a rule fails here.
 */
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: new URL("../..", import.meta.url).pathname });

async function messagesOf(filePath: string, source: string, ruleId: string): Promise<string[]> {
  const results = await eslint.lintText(`${source}\nexport const used = [x];\n`, { filePath });
  return results
    .flatMap((result) => result.messages)
    .filter((m) => m.ruleId === ruleId)
    .map((m) => m.message);
}

const crossArea = (filePath: string, source: string) => messagesOf(filePath, source, "storefront/no-cross-area-import");
const restricted = (filePath: string, source: string) => messagesOf(filePath, source, "no-restricted-imports");

describe("storefront route areas", () => {
  it("refuses another area's file by the ~/routes alias", async () => {
    expect(await crossArea("app/routes/shop/probe.ts", 'import { x } from "~/routes/quiz/quiz-form";')).toEqual([
      expect.stringContaining("decision 0040"),
    ]);
  });

  it("refuses another area's file by a relative path, from the area or its sub-folders", async () => {
    expect(await crossArea("app/routes/shop/probe.ts", 'import { x } from "../preview/preview.server";')).toHaveLength(
      1,
    );
    expect(
      await crossArea("app/routes/shop/components/Probe.tsx", 'import { x } from "../../loyalty/loyalty";'),
    ).toHaveLength(1);
    expect(
      await crossArea("app/routes/referral/probe.ts", 'export { x } from "~/routes/loyalty/loyalty.server";'),
    ).toHaveLength(1);
  });

  it("refuses another area's stylesheet: a page links only its own area's sheets and the shared components'", async () => {
    expect(await crossArea("app/routes/account/probe.tsx", 'import "~/routes/shop/checkout.css";')).toEqual([
      expect.stringContaining("decision 0040"),
    ]);
    expect(await crossArea("app/routes/referral/probe.tsx", 'import "../loyalty/loyalty.css";')).toHaveLength(1);
    for (const source of ['import "./checkout.css";', 'import "~/components/checkout/checkout.css";'])
      expect(await crossArea("app/routes/shop/probe.tsx", source), source).toEqual([]);
  });

  it("allows the area's own files, app/lib, app/components, the domain and the locales", async () => {
    for (const source of [
      'import { x } from "./listing";',
      'import { x } from "./components/CartForm";',
      'import { x } from "~/routes/shop/listing";',
      'import { x } from "~/lib/format";',
      'import { x } from "~/components/Pager";',
      'import { x } from "../../lib/paths";',
      'import { x } from "#domain/locales.js";',
      'import { x } from "~/locales";',
    ])
      expect(await crossArea("app/routes/shop/probe.ts", source), source).toEqual([]);
    expect(await crossArea("app/routes/shop/components/Probe.tsx", 'import { x } from "../listing";')).toEqual([]);
  });
});

describe("app/lib", () => {
  it("refuses importing app/routes or app/components, by alias or relative path", async () => {
    for (const source of [
      'import { x } from "~/routes/shop/listing";',
      'import { x } from "~/components/Pager";',
      'import { x } from "../routes/shop/listing";',
      'import { x } from "../components/Pager";',
    ])
      expect(await restricted("app/lib/probe.ts", source), source).toEqual([expect.stringContaining("app/lib")]);
  });

  it("allows app/lib's own files, the generated types and the domain; still refuses the domain by a relative path", async () => {
    for (const source of [
      'import { x } from "./paths";',
      'import { x } from "~/lib/format";',
      'import type { x } from "~/generated/api-schema";',
      'import { x } from "#domain/locales.js";',
    ])
      expect(await restricted("app/lib/probe.ts", source), source).toEqual([]);
    expect(await restricted("app/lib/probe.ts", 'import { x } from "../../domain/locales.js";')).toEqual([
      expect.stringContaining("#domain"),
    ]);
  });
});

describe("forms and server code", () => {
  it("refuses request.formData() in a route module: forms are read through app/lib/form.server", async () => {
    const messages = await messagesOf(
      "app/routes/shop/probe.ts",
      "const x = 1;\nexport async function action({ request }: { request: Request }) {\n  return request.formData();\n}",
      "no-restricted-syntax",
    );
    expect(messages).toEqual([expect.stringContaining("app/lib/form.server")]);
  });

  it("refuses a *.server.ts among the components", async () => {
    const messages = await messagesOf("app/components/probe.server.ts", "const x = 1;", "no-restricted-syntax");
    expect(messages).toEqual([expect.stringContaining("app/components")]);
  });
});

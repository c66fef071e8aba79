/**
 * Decision 0024: API modules import each other through their index.js only. These cases run the
 * repository's own ESLint configuration, so removing or loosening the rule fails here.
 */
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: new URL("../..", import.meta.url).pathname });

async function restrictedImports(filePath: string, source: string): Promise<string[]> {
  const results = await eslint.lintText(`${source}\nexport const used = [x];\n`, { filePath });
  return results
    .flatMap((result) => result.messages)
    .filter((m) => m.ruleId === "no-restricted-imports")
    .map((m) => m.message);
}

describe("API module boundaries", () => {
  it("refuses a file of another module from inside a module", async () => {
    const messages = await restrictedImports(
      "api/src/modules/blog/probe.ts",
      'import { x } from "../website/service.js";',
    );
    expect(messages).toEqual([expect.stringContaining("index.js")]);
  });

  it("refuses re-exporting another module's file", async () => {
    const messages = await restrictedImports(
      "api/src/modules/orders/probe.ts",
      'import { x } from "../clients/index.js";\nexport { findClientById } from "../clients/service.js";',
    );
    expect(messages).toHaveLength(1);
  });

  it("refuses another module's file from a module's sub-folder, and allows its own files (decision 0040)", async () => {
    const probe = "api/src/modules/styling/preview/probe.ts";
    expect(await restrictedImports(probe, 'import { x } from "../../catalogue/service.js";')).toEqual([
      expect.stringContaining("index.js"),
    ]);
    for (const source of [
      'import { x } from "../../catalogue/index.js";',
      'import { x } from "../inputs.js";',
      'import { x } from "./read.js";',
      'import { x } from "../../../db/client.js";',
    ])
      expect(await restrictedImports(probe, source), source).toEqual([]);
  });

  it("refuses a module's file from app.ts and the rest of api/src", async () => {
    expect(await restrictedImports("api/src/app.ts", 'import { x } from "./modules/orders/routes.js";')).toHaveLength(
      1,
    );
    expect(
      await restrictedImports("api/src/seed/probe.ts", 'import { x } from "../modules/blog/cover.js";'),
    ).toHaveLength(1);
  });

  it("allows the module's own files, another module's index, plugins, the database and the domain", async () => {
    for (const source of [
      'import { x } from "./service.js";',
      'import { x } from "../website/index.js";',
      'import { x } from "../../plugins/http-cache.js";',
      'import { x } from "../../db/schema/index.js";',
      'import { x } from "#domain/locales.js";',
    ])
      expect(await restrictedImports("api/src/modules/blog/probe.ts", source), source).toEqual([]);
    expect(await restrictedImports("api/src/app.ts", 'import { x } from "./modules/orders/index.js";')).toEqual([]);
  });

  it("refuses reaching the domain by a relative path, anywhere outside domain/ (decision 0040)", async () => {
    for (const filePath of [
      "api/src/modules/blog/probe.ts",
      "api/src/app.ts",
      "app/routes/shop/probe.ts",
      "tests/unit/probe.test.ts",
    ])
      expect(await restrictedImports(filePath, 'import { x } from "../../../domain/locales.js";'), filePath).toEqual([
        expect.stringContaining("#domain"),
      ]);
    expect(await restrictedImports("domain/probe.ts", 'import { x } from "./locales.js";')).toEqual([]);
  });

  it("refuses any module, even its index, from the database schema (decision 0040)", async () => {
    expect(
      await restrictedImports("api/src/db/schema/probe.ts", 'import type { x } from "../../modules/media/index.js";'),
    ).toEqual([expect.stringContaining("decision 0040")]);
    expect(
      await restrictedImports("api/src/db/schema/probe.ts", 'import type { x } from "#domain/drawings.js";'),
    ).toEqual([]);
  });

  it("refuses drizzle-orm and the database schema in a module's route files, and allows them in its service (issue 24)", async () => {
    for (const probe of [
      "api/src/modules/clients/routes.ts",
      "api/src/modules/blog/admin-routes.ts",
      "api/src/modules/styling/preview/routes.ts",
      "api/src/modules/styling/preview/probe-routes.ts",
    ]) {
      expect(await restrictedImports(probe, 'import { eq as x } from "drizzle-orm";'), probe).toEqual([
        expect.stringContaining("issue 24"),
      ]);
      expect(
        await restrictedImports(probe, 'import type { PgColumn as x } from "drizzle-orm/pg-core";'),
        probe,
      ).toEqual([expect.stringContaining("issue 24")]);
      const schema = probe.split("/").length > 5 ? "../../../db/schema/index.js" : "../../db/schema/index.js";
      expect(await restrictedImports(probe, `import { clients as x } from "${schema}";`), probe).toEqual([
        expect.stringContaining("issue 24"),
      ]);
      expect(await restrictedImports(probe, `import type { Client as x } from "${schema}";`), probe).toEqual([
        expect.stringContaining("issue 24"),
      ]);
      // The module rules still hold in a route file
      expect(await restrictedImports(probe, 'import { x } from "#domain/locales.js";'), probe).toEqual([]);
      expect(await restrictedImports(probe, 'import { x } from "./service.js";'), probe).toEqual([]);
    }
    expect(
      await restrictedImports("api/src/modules/clients/routes.ts", 'import { x } from "../orders/service.js";'),
    ).toEqual([expect.stringContaining("index.js")]);
    expect(
      await restrictedImports(
        "api/src/modules/styling/preview/routes.ts",
        'import { x } from "../../orders/service.js";',
      ),
    ).toEqual([expect.stringContaining("index.js")]);
    expect(
      await restrictedImports("api/src/modules/styling/preview/routes.ts", 'import { x } from "../inputs.js";'),
    ).toEqual([]);
    for (const source of [
      'import { eq as x } from "drizzle-orm";',
      'import { clients as x } from "../../db/schema/index.js";',
    ])
      expect(await restrictedImports("api/src/modules/clients/service.ts", source), source).toEqual([]);
  });

  it("leaves tests free to reach into a module", async () => {
    expect(
      await restrictedImports("api/test/probe.test.ts", 'import { x } from "../src/modules/website/cache.js";'),
    ).toEqual([]);
  });
});

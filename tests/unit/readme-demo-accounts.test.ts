import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEMO_CREDENTIALS } from "../../api/src/seed/data/accounts";

/** The README's demo accounts are the seed's: a family that follows the README can sign in. */
describe("README demo accounts", () => {
  const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
  const table = readme.slice(readme.indexOf("### Demo accounts"), readme.indexOf("Shop walkthrough"));
  const rows = [...table.matchAll(/^\|[^|]*\| `([^`]+)` *\| `([^`]+)` *\|$/gm)].map(([, email, password]) => ({
    email,
    password,
  }));

  it("lists every seeded account with its password, and no other", () => {
    expect(rows).toEqual(DEMO_CREDENTIALS.map(({ email, password }) => ({ email, password })));
  });
});

import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * One register per language (issue point 10): French and German address the shopper as "vous" and
 * "Sie", Dutch as "je" and Spanish as "tú", the register each site already used on most pages. Every text a
 * shopper can read is checked: the locale files, and in the API every text given for that
 * language (`fr: …`, `de: …`, `nl: …`, `es: …`): e-mails, the sandbox payment page, the demo content.
 */
const OTHER_REGISTER: Record<"fr" | "de" | "nl" | "es", RegExp[]> = {
  // letters around, not \b: "êtes" is not "tes", "sous-ton" is not "ton"
  fr: [/(?<![\p{L}-])(tu|toi|ta|tes|ton|tiens?|tiennes?)(?!\p{L})/iu],
  de: [
    /\b(du|dich|dir|dein|deine|deinen|deinem|deiner|deines|euch|euer|eure\w*)\b/i,
    // the du-imperatives the shop's texts used ("Versuche" alone is also the noun)
    /\b(versuche es|versuche eine?n?|[Pp]rüfe|[Ww]ähle|[Ee]ntferne|[Gg]ib|[Ww]ende dich|[Mm]elde dich|[Ll]ege)\b/,
  ],
  nl: [/\b(u|uw|uzelf)\b/i],
  es: [
    /\b(usted|ustedes|inténtelo|vuelva a intentarlo|introduzca|elija|compruebe|seleccione|póngase|contacte|añada)\b/i,
  ],
};
const LANGUAGES = Object.keys(OTHER_REGISTER) as (keyof typeof OTHER_REGISTER)[];

type Nested = { [key: string]: string | Nested };
function* strings(tree: Nested, prefix = ""): Generator<[string, string]> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") yield [`${prefix}${key}`, value];
    else yield* strings(value, `${prefix}${key}.`);
  }
}

function* files(directory: string, extension: string): Generator<string> {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* files(full, extension);
    else if (entry.name.endsWith(extension) && !entry.name.endsWith(`.test${extension}`)) yield full;
  }
}

/** Every text of a language in the API's sources: the literals under a property named after it. */
function apiTexts(language: string): [string, string][] {
  const found: [string, string][] = [];
  for (const file of files("api/src", ".ts")) {
    const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node, inLanguage: boolean) => {
      const isLanguage =
        ts.isPropertyAssignment(node) &&
        (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) &&
        node.name.text === language;
      const under = inLanguage || isLanguage;
      if (under && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))) {
        found.push([`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`, node.text]);
      } else if (under && (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node))) {
        found.push([`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`, node.text]);
      }
      ts.forEachChild(node, (child) => visit(child, under));
    };
    visit(source, false);
  }
  return found;
}

/** Quoted speech ("Hast du meinen Hoodie gesehen?" in a blog post) is not the shop speaking. */
const QUOTED = /„[^“]*“|“[^”]*”|«[^»]*»/g;

const misfits = (texts: Iterable<[string, string]>, patterns: RegExp[]) =>
  [...texts]
    .filter(([, text]) => patterns.some((pattern) => pattern.test(text.replace(QUOTED, ""))))
    .map(([where, text]) => `${where}: ${text}`);

const speaks = (language: keyof typeof OTHER_REGISTER, text: string) =>
  misfits([["", text]], OTHER_REGISTER[language]).length > 0;

describe("one register per language", () => {
  it.each(LANGUAGES)("the %s locale files", (language) => {
    const texts: [string, string][] = [];
    for (const file of files(`app/locales/${language}`, ".json")) {
      texts.push(...strings(JSON.parse(readFileSync(file, "utf8")) as Nested, `${path.basename(file)}:`));
    }
    expect(texts.length).toBeGreaterThan(500);
    expect(misfits(texts, OTHER_REGISTER[language])).toEqual([]);
  });

  it.each(LANGUAGES)("the API's %s texts: e-mails, payment page, demo content", (language) => {
    const texts = apiTexts(language);
    expect(texts.length).toBeGreaterThan(100);
    expect(misfits(texts, OTHER_REGISTER[language])).toEqual([]);
  });

  it("the check finds the other register, not nouns, other persons or quotations", () => {
    expect(speaks("de", "Dein Warenkorb ist leer.")).toBe(true);
    expect(speaks("de", "Bitte versuche es erneut.")).toBe(true);
    expect(speaks("de", "Wähle eine Rechnungsadresse.")).toBe(true);
    expect(speaks("de", "Bitte versuchen Sie es erneut.")).toBe(false);
    expect(speaks("de", "Zu viele Versuche.")).toBe(false);
    expect(speaks("de", "Sie sagt: „Hast du meinen Hoodie gesehen?“")).toBe(false);
    expect(speaks("fr", "Ta boutique personnalisée")).toBe(true);
    expect(speaks("fr", "Votre boutique personnalisée")).toBe(false);
    expect(speaks("nl", "Kunt u het opnieuw proberen?")).toBe(true);
    expect(speaks("nl", "Probeer het opnieuw.")).toBe(false);
    expect(speaks("es", "Inténtelo de nuevo.")).toBe(true);
    expect(speaks("es", "Vuelve a intentarlo.")).toBe(false);
  });
});

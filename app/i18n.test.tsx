import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { createI18n, translatorOf, useTranslation } from "~/i18n";
import { bundledTranslations } from "~/locales/bundled.server";

function Texts({ seen }: { seen: unknown[] }) {
  const { t, i18n } = useTranslation();
  seen.push(t);
  return (
    <p lang={i18n.language}>
      {t("hello")}|{t("hello")}|{t("named", { name: "Léa" })}|{t("cart", { count: 2 })}|{t("missing.key")}
    </p>
  );
}

function render(language: string, texts: Record<string, string>, seen: unknown[]) {
  // React separates adjacent texts with comments; the texts are what counts here
  const html = renderToString(
    <I18nextProvider i18n={createI18n(language, texts)}>
      <Texts seen={seen} />
      <Texts seen={seen} />
    </I18nextProvider>,
  );
  return html.replaceAll("<!-- -->", "");
}

describe("useTranslation (decision 0023)", () => {
  it("translates plain keys, interpolations and plurals as i18next does", () => {
    const html = render(
      "fr",
      { hello: "Bonjour", named: "Pour {{name}}", cart_one: "{{count}} article", cart_other: "{{count}} articles" },
      [],
    );
    expect(html).toContain('lang="fr"');
    expect(html).toContain("Bonjour|Bonjour|Pour Léa|2 articles|missing.key");
  });

  it("gives every component of an instance the same translator, and another instance its own texts", () => {
    const seen: unknown[] = [];
    render("de", { hello: "Hallo" }, seen);
    expect(seen[0]).toBe(seen[1]);
    const html = render("nl", { hello: "Hallo!" }, seen);
    expect(html).toContain("Hallo!|");
    expect(seen[2]).not.toBe(seen[0]);
  });
});

describe("translatorOf: values put in place as i18next puts them", () => {
  it("gives i18next's text for every bundled text with a placeholder, in every language", () => {
    let compared = 0;
    for (const [language, texts] of Object.entries(bundledTranslations)) {
      const instance = createI18n(language, texts);
      const { t } = translatorOf(instance);
      for (const [key, text] of Object.entries(texts)) {
        const names = [...text.matchAll(/\{\{\s*-?\s*(\w+)[^}]*\}\}/g)].map((match) => match[1]!);
        if (names.length === 0) continue;
        const strings = Object.fromEntries(names.map((name) => [name, `«${name}»`]));
        const numbers = Object.fromEntries(names.map((name, index) => [name, index + 2]));
        // The counts twice: a plural text kept per count must stay the one i18next gives
        const counts = [{ count: 1 }, { count: 3 }, { count: 1 }, { count: 3 }, { count: 250 }];
        const cases: Record<string, string | number>[] = [strings, numbers, { ...strings, count: 1 }, {}, ...counts];
        for (const values of cases) {
          expect(t(key, values), `${language} ${key} ${JSON.stringify(values)}`).toBe(instance.t(key, values));
          compared += 1;
        }
      }
      expect(t("no.such.key", { name: "x" })).toBe(instance.t("no.such.key", { name: "x" }));
    }
    expect(compared).toBeGreaterThan(500);
  });

  it("leaves formats and nesting to i18next", () => {
    const instance = createI18n("fr", { nested: "Voir $t(other)", other: "ailleurs", plain: "Pour {{name}}" });
    const { t } = translatorOf(instance);
    expect(t("nested", { name: "x" })).toBe("Voir ailleurs");
    expect(t("plain", { name: { first: "Léa" } })).toBe(instance.t("plain", { name: { first: "Léa" } }));
  });
});

describe("French grammar in the texts (issue 23)", () => {
  it("elides de before a name that starts with a vowel, in plain and plural texts", () => {
    const { t } = translatorOf(createI18n("fr", bundledTranslations.fr));
    expect(t("malle.page.title", { firstname: "Inès" })).toBe("La malle d'Inès");
    expect(t("malle.page.title", { firstname: "Camille" })).toBe("La malle de Camille");
    expect(t("suggestions.success.saved", { count: 2, firstname: "Alice" })).toContain("la malle d'Alice");
    // other languages keep their words
    const { t: de } = translatorOf(createI18n("de", bundledTranslations.de));
    expect(de("malle.page.title", { firstname: "Inès" })).not.toContain("d'");
  });
});

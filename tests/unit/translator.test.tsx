import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { createI18n, useTranslation } from "~/i18n";

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

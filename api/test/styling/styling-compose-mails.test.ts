/**
 * The "preview ready" e-mail in the five languages (its links with the language prefix, the
 * woman's skip page, the deadline written in the language) and the composing settings
 * (COMPOSE_LEAD_DAYS, PREVIEW_ANSWER_DAYS, ENGINE_RULES). Pure: no database.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_ENGINE_RULES } from "#domain/engine/index.js";
import type { ContentLocale } from "#domain/locales.js";
import { loadConfig } from "../../src/config.js";
import { previewReadyMail, type PreviewMailBase } from "../../src/modules/styling/preview/mails.js";

const base: PreviewMailBase = {
  to: "famille@example.test",
  locale: "fr",
  clientFirstname: "Camille",
  profileFirstname: "Jules",
  profileType: "KID",
  profileId: 12,
  requestId: 345,
  storefrontUrl: "https://shop.example.test/",
};
const expiresAt = new Date("2026-11-28T13:00:00Z"); // 14:00 in Paris
const token = "7.AAAAAAAAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB";

describe("the 'preview ready' e-mail", () => {
  const expected: Record<ContentLocale, { subject: string; pieces: string; prefix: string; date: RegExp }> = {
    fr: {
      subject: "La malle de Jules est prête : découvrez-la",
      pieces: "8 pièces",
      prefix: "",
      date: /28 novembre 2026/,
    },
    de: {
      subject: "Die Box für Jules ist fertig: Sehen Sie sie sich an",
      pieces: "8 Teile",
      prefix: "/de",
      date: /28\. November 2026/,
    },
    nl: {
      subject: "De box van Jules is klaar: bekijk hem nu",
      pieces: "8 stuks",
      prefix: "/nl",
      date: /28 november 2026/,
    },
    es: {
      subject: "La caja de Jules está lista: descúbrela",
      pieces: "8 prendas",
      prefix: "/es",
      date: /28 de noviembre de 2026/,
    },
    en: { subject: "Jules's box is ready: take a look", pieces: "8 pieces", prefix: "", date: /28 November 2026/ },
  };
  for (const [locale, want] of Object.entries(expected) as [ContentLocale, (typeof expected)["fr"]][]) {
    it(`is written in ${locale}, with the preview's page, the deadline and the skip link`, () => {
      const mail = previewReadyMail({ ...base, locale, pieces: 8, expiresAt, skipToken: token });
      expect(mail.to).toBe(base.to);
      expect(mail.subject).toBe(want.subject);
      expect(mail.text).toContain(want.pieces);
      expect(mail.text).toMatch(want.date);
      expect(mail.text).toContain("14:00");
      expect(mail.text).toContain(`https://shop.example.test${want.prefix}/infos/preview/12/345`);
      expect(mail.text).toContain(
        `https://shop.example.test${want.prefix}/preview/confirmation?preview_token=${token}`,
      );
      expect(mail.html).toContain(`<html lang="${locale}">`);
      expect(mail.html).toContain(`href="https://shop.example.test${want.prefix}/preview/confirmation?preview_token=`);
    });
  }

  it("speaks to the woman of her own box and links to the woman's skip page", () => {
    const mail = previewReadyMail({
      ...base,
      profileType: "WOMAN",
      profileFirstname: "Camille",
      pieces: 6,
      expiresAt,
      skipToken: token,
    });
    expect(mail.subject).toBe("Votre malle est prête : découvrez-la");
    expect(mail.text).toContain("6 pièces pour vous");
    expect(mail.text).toContain(`/preview/confirmation/woman?preview_token=${token}`);
  });

  it("escapes names in the HTML", () => {
    const mail = previewReadyMail({
      ...base,
      clientFirstname: "<b>Eve</b>",
      profileFirstname: "Léo & Zoé",
      pieces: 1,
      expiresAt,
      skipToken: token,
    });
    expect(mail.html).toContain("&lt;b&gt;Eve&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>Eve</b>");
    expect(mail.text).toContain("1 pièce pour Léo & Zoé");
  });
});

describe("the composing settings", () => {
  it("compose 10 days before delivery, previews answered within 3 days, the engine's default rules", () => {
    const config = loadConfig({ NODE_ENV: "test" }, { jwtSecret: "x".repeat(32), dataDir: "/tmp/compose-config" });
    expect(config.composeLeadDays).toBe(10);
    expect(config.previewAnswerDays).toBe(3);
    expect(config.engineRules).toEqual(DEFAULT_ENGINE_RULES);
  });

  it("reads COMPOSE_LEAD_DAYS, PREVIEW_ANSWER_DAYS and ENGINE_RULES overrides, refusing wrong ones", () => {
    const env = {
      NODE_ENV: "test",
      COMPOSE_LEAD_DAYS: "14",
      PREVIEW_ANSWER_DAYS: "2",
      ENGINE_RULES: '{"boxSize":{"KID":5},"weights":{"look":3}}',
    };
    const config = loadConfig(env, { jwtSecret: "x".repeat(32), dataDir: "/tmp/compose-config" });
    expect(config.composeLeadDays).toBe(14);
    expect(config.previewAnswerDays).toBe(2);
    expect(config.engineRules.boxSize).toEqual({ KID: 5, WOMAN: DEFAULT_ENGINE_RULES.boxSize.WOMAN });
    expect(config.engineRules.weights.look).toBe(3);
    expect(config.engineRules.weights.lovedColour).toBe(DEFAULT_ENGINE_RULES.weights.lovedColour);
    const load = (more: Record<string, string>) => () =>
      loadConfig({ NODE_ENV: "test", ...more }, { jwtSecret: "x".repeat(32), dataDir: "/tmp/compose-config" });
    expect(load({ ENGINE_RULES: '{"boxSize":{"KID":0}}' })).toThrow(/ENGINE_RULES/);
    expect(load({ ENGINE_RULES: "{not json" })).toThrow(/ENGINE_RULES/);
    expect(load({ ENGINE_RULES: '{"colour":1}' })).toThrow(/ENGINE_RULES/);
    expect(load({ COMPOSE_LEAD_DAYS: "0" })).toThrow();
    expect(load({ PREVIEW_ANSWER_DAYS: "three" })).toThrow();
  });
});

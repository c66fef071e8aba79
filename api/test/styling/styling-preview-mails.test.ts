/**
 * The preview's "box validated" (by the family, by the deadline) and "box skipped" e-mails in the
 * five languages: subject, pieces, total and date written in the language, links with the
 * language prefix, a woman's own box, HTML escaping. Pure: no database.
 */
import { describe, expect, it } from "vitest";
import { CONTENT_LOCALES, type ContentLocale } from "#domain/locales.js";
import {
  previewSkippedMail,
  previewValidatedMail,
  type PreviewMailBase,
} from "../../src/modules/styling/preview/mails.js";

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

const EXPECTED: Record<
  ContentLocale,
  { prefix: string; validated: string; skipped: string; total: RegExp; date: RegExp; deadline: string; pieces: string }
> = {
  fr: {
    prefix: "",
    validated: "La malle de Jules est validée",
    skipped: "La malle de Jules est passée",
    total: /59,90\s€/,
    date: /mardi 8 décembre 2026/,
    deadline: "Nous n'avons pas eu de réponse",
    pieces: "8 pièces",
  },
  de: {
    prefix: "/de",
    validated: "Die Box für Jules ist bestätigt",
    skipped: "Die Box für Jules wird übersprungen",
    total: /59,90\s€/,
    date: /Dienstag, 8\. Dezember 2026/,
    deadline: "Bis zum Stichtag",
    pieces: "8 Teile",
  },
  nl: {
    prefix: "/nl",
    validated: "De box van Jules is bevestigd",
    skipped: "De box van Jules wordt overgeslagen",
    total: /€\s?59,90/,
    date: /dinsdag 8 december 2026/,
    deadline: "voor de deadline niets van je gehoord",
    pieces: "8 stuks",
  },
  es: {
    prefix: "/es",
    validated: "La caja de Jules está confirmada",
    skipped: "Te saltas la caja de Jules",
    total: /59,90\s€/,
    date: /martes, 8 de diciembre de 2026/,
    deadline: "No hemos recibido respuesta",
    pieces: "8 prendas",
  },
  en: {
    prefix: "",
    validated: "Jules's box is confirmed",
    skipped: "Jules's box is skipped",
    total: /€59\.90/,
    date: /Tuesday,? 8 December 2026/,
    deadline: "We had not heard from you by the deadline",
    pieces: "8 pieces",
  },
};

const validated = { by: "family" as const, pieces: 8, totalCents: 5990, deliveryDate: "2026-12-08" };

describe("the 'box validated' e-mail", () => {
  for (const locale of CONTENT_LOCALES) {
    const want = EXPECTED[locale];
    it(`is written in ${locale}: pieces, total, date and the preview's page`, () => {
      const mail = previewValidatedMail({ ...base, locale, ...validated });
      expect(mail.to).toBe("famille@example.test");
      expect(mail.subject).toBe(want.validated);
      expect(mail.text).toContain(want.pieces);
      expect(mail.text).toMatch(want.total);
      expect(mail.text).toMatch(want.date);
      expect(mail.text).toContain(`https://shop.example.test${want.prefix}/infos/preview/12/345`);
      expect(mail.text).not.toContain(want.deadline);
      const late = previewValidatedMail({ ...base, locale, ...validated, by: "deadline" });
      expect(late.subject).toBe(want.validated);
      expect(late.text).toContain(want.deadline);
    });
  }

  it("speaks to the woman of her own box, counts one piece, and does without a date", () => {
    const mail = previewValidatedMail({
      ...base,
      profileType: "WOMAN",
      profileFirstname: "Camille",
      ...validated,
      pieces: 1,
      deliveryDate: null,
    });
    expect(mail.subject).toBe("Votre malle est validée");
    expect(mail.text).toContain("1 pièce,");
    expect(mail.text).toContain("Nous la préparons pour l'envoi.");
  });
});

describe("the 'box skipped' e-mail", () => {
  for (const locale of CONTENT_LOCALES) {
    const want = EXPECTED[locale];
    it(`is written in ${locale}, with the date and the profile's box page`, () => {
      const mail = previewSkippedMail({ ...base, locale, deliveryDate: "2026-12-08" });
      expect(mail.subject).toBe(want.skipped);
      expect(mail.text).toMatch(want.date);
      expect(mail.text).toContain(`https://shop.example.test${want.prefix}/12/malle`);
    });
  }

  it("escapes names in the HTML", () => {
    const mail = previewSkippedMail({ ...base, profileFirstname: "<b>Zoé</b>", deliveryDate: null });
    expect(mail.html).toContain("&lt;b&gt;Zoé&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>Zoé</b>");
  });
});

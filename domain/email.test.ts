import { describe, expect, it } from "vitest";
import { COMMON_EMAIL_DOMAINS } from "./email-domains";
import { emailDomain, isKnownEmailDomain, isValidEmail, normalizeEmail } from "./email";

describe("isValidEmail (§5)", () => {
  it.each([
    "jeanne@gmail.com",
    "jeanne.dupont@orange.fr",
    "jeanne+malle@gmail.com",
    "jeanne_dupont@web.de",
    "jeanne-dupont@t-online.de",
    "J.Dupont@Example.CO.UK",
    "a1@b2.c3",
    "  jeanne@free.fr  ",
  ])("accepts %s", (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    "",
    "   ",
    "jeanne",
    "jeanne@",
    "@gmail.com",
    "jeanne@gmail",
    "jeanne@@gmail.com",
    "jeanne dupont@gmail.com",
    "jeanne@gmail..com",
    "jeanne@.gmail.com",
    "jeanne@gmail.com.",
    "jéanne@gmail.com",
    "jeanne!@gmail.com",
    "jeanne@gm ail.com",
    "jeanne@gmail.com\nx@y.fr",
  ])("refuses %j", (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it("refuses non-strings and over-long addresses", () => {
    expect(isValidEmail(undefined)).toBe(false);
    expect(isValidEmail(null)).toBe(false);
    expect(isValidEmail(42)).toBe(false);
    expect(isValidEmail(`${"a".repeat(250)}@b.fr`)).toBe(false);
  });
});

describe("isKnownEmailDomain", () => {
  it.each([
    "jeanne@gmail.com",
    "jeanne@hotmail.fr",
    "jeanne@orange.fr",
    "jeanne@free.fr",
    "jeanne@sfr.fr",
    "jeanne@laposte.net",
    "jeanne@wanadoo.fr",
    "jeanne@gmx.de",
    "jeanne@web.de",
    "jeanne@t-online.de",
    "jeanne@ziggo.nl",
    "jeanne@kpnmail.nl",
    "jeanne@telenet.be",
    "jeanne@skynet.be",
    "jeanne@yahoo.es",
    "jeanne@outlook.com",
    "jeanne@icloud.com",
    "jeanne@proton.me",
    "jeanne@GMAIL.COM",
    "jeanne@libero.it",
    "jeanne@sapo.pt",
    "jeanne@eircom.net",
    "jeanne@pt.lu",
    "jeanne@aon.at",
  ])("knows %s", (email) => {
    expect(isKnownEmailDomain(email)).toBe(true);
  });

  it.each([
    "jeanne@gmial.com",
    "jeanne@example.org",
    "jeanne@lamalle.test",
    "jeanne",
    "jeanne@",
    "jeanne@mail.gmail.com",
  ])("does not know %s", (email) => {
    expect(isKnownEmailDomain(email)).toBe(false);
  });

  it("bundles about 150 lower-case, distinct, well-formed domains", () => {
    expect(COMMON_EMAIL_DOMAINS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(COMMON_EMAIL_DOMAINS).size).toBe(COMMON_EMAIL_DOMAINS.length);
    for (const domain of COMMON_EMAIL_DOMAINS) {
      expect(domain).toBe(domain.toLowerCase());
      expect(isValidEmail(`x@${domain}`)).toBe(true);
    }
  });
});

describe("helpers", () => {
  it("normalizes by trimming and lower-casing", () => {
    expect(normalizeEmail("  Jeanne.Dupont@Orange.FR ")).toBe("jeanne.dupont@orange.fr");
  });
  it("extracts the domain", () => {
    expect(emailDomain("a@B.fr")).toBe("b.fr");
    expect(emailDomain("nodomain")).toBeUndefined();
  });
});

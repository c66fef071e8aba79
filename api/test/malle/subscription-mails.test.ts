import { describe, expect, it } from "vitest";
import { CONTENT_LOCALES, type ContentLocale } from "#domain/locales.js";
import { storefrontLink, type MailMessage } from "../../src/modules/mail/index";
import {
  deliveryDateMoved,
  nextBoxOpened,
  reminderBoxComing,
  reminderDateCanMove,
  reminderPauseEnding,
  subscriptionCreated,
  subscriptionFrequencyChanged,
  subscriptionPaused,
  subscriptionReactivated,
  subscriptionResumed,
  subscriptionTerminated,
  type SubscriptionMailBase,
} from "../../src/modules/malle/subscription-mails";

/** 2026-04-14 and 2026-06-02 (both Tuesdays) as each language writes them. */
const APRIL_14: Record<ContentLocale, string> = {
  fr: "mardi 14 avril 2026",
  de: "Dienstag, 14. April 2026",
  nl: "dinsdag 14 april 2026",
  es: "martes, 14 de abril de 2026",
  en: "Tuesday, 14 April 2026",
};
const JUNE_2: Record<ContentLocale, string> = {
  fr: "mardi 2 juin 2026",
  de: "Dienstag, 2. Juni 2026",
  nl: "dinsdag 2 juni 2026",
  es: "martes, 2 de junio de 2026",
  en: "Tuesday, 2 June 2026",
};
const MOVE_WORDS: Record<ContentLocale, [string, string]> = {
  fr: ["plus tard", "plus tôt"],
  de: ["später", "früher"],
  nl: ["later", "eerder"],
  es: ["más tarde", "antes"],
  en: ["later", "earlier"],
};
const PREFIX: Record<ContentLocale, string> = { fr: "", de: "/de", nl: "/nl", es: "/es", en: "" };

const base = (locale: ContentLocale): SubscriptionMailBase => ({
  to: "camille@example.test",
  locale,
  clientFirstname: "Camille",
  profileFirstname: "Léon",
  kidId: 42,
  storefrontUrl: "https://www.lamalle.test/",
});

type Kind = {
  render: (locale: ContentLocale) => MailMessage;
  /** The page the mail links to, without the language prefix. */
  path: string;
  /** The dates it writes: [YYYY-MM-DD's rendering per language]. */
  dates: Record<ContentLocale, string>[];
};

const KINDS: Record<string, Kind> = {
  subscriptionCreated: {
    render: (l) => subscriptionCreated({ ...base(l), frequency: 2, deliveryDate: "2026-04-14" }),
    path: "/42/malle",
    dates: [APRIL_14],
  },
  subscriptionPaused: {
    render: (l) => subscriptionPaused({ ...base(l), pausedUntil: "2026-04-14", nextDeliveryDate: "2026-06-02" }),
    path: "/infos/subscriptions",
    dates: [APRIL_14, JUNE_2],
  },
  subscriptionResumed: {
    render: (l) => subscriptionResumed({ ...base(l), nextDeliveryDate: "2026-04-14" }),
    path: "/42/malle",
    dates: [APRIL_14],
  },
  subscriptionReactivated: {
    render: (l) => subscriptionReactivated({ ...base(l), frequency: 1, nextDeliveryDate: "2026-04-14" }),
    path: "/42/malle",
    dates: [APRIL_14],
  },
  subscriptionTerminated: {
    render: (l) => subscriptionTerminated(base(l)),
    path: "/infos/subscriptions/42/reactivate",
    dates: [],
  },
  subscriptionFrequencyChanged: {
    render: (l) => subscriptionFrequencyChanged({ ...base(l), frequency: 3, nextDeliveryDate: "2026-06-02" }),
    path: "/42/malle",
    dates: [JUNE_2],
  },
  deliveryDateMoved: {
    render: (l) => deliveryDateMoved({ ...base(l), deliveryDate: "2026-04-14", move: "postponed", days: 7 }),
    path: "/42/malle",
    dates: [APRIL_14],
  },
  nextBoxOpened: {
    render: (l) => nextBoxOpened({ ...base(l), deliveryDate: "2026-04-14" }),
    path: "/42/malle",
    dates: [APRIL_14],
  },
  reminderBoxComing: {
    render: (l) => reminderBoxComing({ ...base(l), deliveryDate: "2026-04-14" }),
    path: "/42/malle",
    dates: [APRIL_14],
  },
  reminderDateCanMove: {
    render: (l) => reminderDateCanMove({ ...base(l), deliveryDate: "2026-04-14", subscriptionId: 7 }),
    path: "/42/malle/7/delivery",
    dates: [APRIL_14],
  },
  reminderPauseEnding: {
    render: (l) => reminderPauseEnding({ ...base(l), pausedUntil: "2026-04-14", nextDeliveryDate: "2026-06-02" }),
    path: "/infos/subscriptions",
    dates: [APRIL_14, JUNE_2],
  },
};

const cases = CONTENT_LOCALES.flatMap((locale) =>
  Object.entries(KINDS).map(([kind, spec]) => ({ locale, kind, spec })),
);

describe("the box-over-time e-mails", () => {
  it.each(cases)("$kind in $locale: dates in the language, its link, nothing missing", ({ locale, kind, spec }) => {
    const mail = spec.render(locale);
    expect(mail.to).toBe("camille@example.test");
    expect(mail.subject).toContain("Léon");
    const link = `https://www.lamalle.test${PREFIX[locale]}${spec.path}`;
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain(`<html lang="${locale}">`);
    expect(mail.text).toContain("Camille");
    for (const date of spec.dates) {
      expect(mail.text, kind).toContain(date[locale]);
      expect(mail.html, kind).toContain(date[locale]);
    }
    for (const body of [mail.subject, mail.text, mail.html!]) {
      expect(body).not.toMatch(/undefined|NaN|null|\[object|Invalid Date/);
    }
    // Each language its own words: the text is not the English one (nor the French one) with a date swapped
    if (locale !== "en") expect(mail.subject).not.toBe(KINDS[kind]!.render("en").subject);
    if (locale !== "fr") expect(mail.subject).not.toBe(KINDS[kind]!.render("fr").subject);
  });

  it.each(CONTENT_LOCALES)("every kind has its own subject in %s", (locale) => {
    const subjects = Object.values(KINDS).map((k) => k.render(locale).subject);
    expect(new Set(subjects).size).toBe(subjects.length);
  });

  it.each(CONTENT_LOCALES)("a moved date says later or earlier, by how many days, in %s", (locale) => {
    const later = deliveryDateMoved({ ...base(locale), deliveryDate: "2026-04-14", move: "postponed", days: 7 });
    const earlier = deliveryDateMoved({ ...base(locale), deliveryDate: "2026-04-14", move: "forwarded", days: -3 });
    const one = deliveryDateMoved({ ...base(locale), deliveryDate: "2026-04-14", move: "forwarded", days: 1 });
    expect(later.text).toMatch(/\b7\b/);
    expect(earlier.text).toMatch(/\b3\b/);
    expect(earlier.text).not.toContain("-3");
    const [laterWord, earlierWord] = MOVE_WORDS[locale];
    expect(later.text).toContain(laterWord);
    expect(later.text).not.toContain(earlierWord);
    expect(earlier.text).toContain(earlierWord);
    expect(earlier.text).not.toContain(laterWord);
    expect(one.text).toMatch(/\b1 (jour|Tag|dag|día|day)\b/);
  });

  it("words the rhythm of the plan: every month, every N months", () => {
    const monthly = subscriptionReactivated({ ...base("fr"), frequency: 1, nextDeliveryDate: "2026-04-14" });
    const quarterly = subscriptionFrequencyChanged({ ...base("de"), frequency: 3, nextDeliveryDate: "2026-04-14" });
    const bimonthly = subscriptionCreated({ ...base("nl"), frequency: 2, deliveryDate: "2026-04-14" });
    expect(monthly.text).toContain("une malle chaque mois");
    expect(quarterly.text).toContain("alle 3 Monate eine Box");
    expect(bimonthly.text).toContain("elke 2 maanden een box");
  });

  it("greets without a name, escapes the HTML, and links a one-shot box's reminder to its page", () => {
    const mail = reminderDateCanMove({
      ...base("es"),
      clientFirstname: "  ",
      profileFirstname: "Zoé <b>",
      deliveryDate: "2026-04-14",
      subscriptionId: null,
    });
    expect(mail.text.startsWith("Hola:\n")).toBe(true);
    expect(mail.html).toContain("Zoé &lt;b&gt;");
    expect(mail.html).not.toContain("<b>");
    expect(mail.text).toContain("https://www.lamalle.test/es/42/malle\n");
    expect(mail.text).not.toContain("/delivery");
  });

  it("builds storefront links with the language prefix, en under the default language", () => {
    expect(storefrontLink("https://shop.test", "fr", "/infos/subscriptions")).toBe(
      "https://shop.test/infos/subscriptions",
    );
    expect(storefrontLink("https://shop.test//", "nl", "3/malle")).toBe("https://shop.test/nl/3/malle");
    expect(storefrontLink("https://shop.test", "en", "/3/malle")).toBe("https://shop.test/3/malle");
  });

  it("refuses a day that is not a calendar date rather than writing Invalid Date", () => {
    expect(() => nextBoxOpened({ ...base("fr"), deliveryDate: "2026-02-31x" })).toThrow(RangeError);
  });
});

describe("French grammar in the e-mails (issue 23)", () => {
  it("writes d'Inès and the 1er of the month", () => {
    const mail = nextBoxOpened({ ...base("fr"), profileFirstname: "Inès", deliveryDate: "2027-02-01" });
    expect(mail.subject).toBe("La prochaine malle d'Inès se prépare");
    expect(mail.text).toContain("Livraison prévue le lundi 1er février 2027.");
    expect(mail.text).not.toContain("de Inès");
  });
});

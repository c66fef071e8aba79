import type { APIRequestContext, Page } from "@playwright/test";
import { filterFaq, type FaqSection } from "../../app/routes/help/faq-search";
import {
  E2E_API_URL,
  allowConsoleErrors,
  expect,
  httpStatusError,
  hydrated,
  jsEnabled,
  localized,
  test,
  texts,
  uniqueEmail,
  type Language,
} from "./fixtures";

/**
 * §2 help pages: /faq (anchors, search), /terms-and-conditions (#data, #legal), /contact (support
 * ticket with a file, its acknowledgement e-mail), /unsub/{number}/{list}, and the loyalty and
 * referral landings showing the API's amounts. In fr and es, JavaScript on and off.
 */
const SERVICE_LANGUAGES = ["fr", "es"] as const satisfies readonly Language[];

async function apiGet<T>(request: APIRequestContext, path: string, language: Language): Promise<T> {
  const response = await request.get(`${E2E_API_URL}${path}`, { headers: { "accept-language": language } });
  expect(response.status(), `GET ${path}`).toBe(200);
  return (await response.json()) as T;
}

/** Euros as the landing pages print them (no cents for whole amounts), in the page language. */
function euros(amount: number, language: Language): string {
  return new Intl.NumberFormat(language, {
    style: "currency",
    currency: "EUR",
    trailingZeroDisplay: "stripIfInteger",
  }).format(amount);
}

/** A real (if tiny) PNG: the storefront and the API recognise files by their first bytes. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
/** A Windows executable renamed .pdf: refused whatever its name says. */
const FAKE_PDF = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(64, 0)]);

type StoredMail = { to: string; subject: string; text: string };

async function mailsTo(request: APIRequestContext, address: string): Promise<StoredMail[]> {
  const response = await request.get(`${E2E_API_URL}/dev/mail`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as StoredMail[]).filter((mail) => mail.to === address);
}

async function openContact(page: Page, language: Language, js: boolean) {
  await page.goto(localized("/contact", language));
  const form = page.locator("form").filter({ has: page.locator('input[name="form"][value="ticket"]') });
  // With JavaScript, wait for hydration (Conform sets noValidate) so the enhanced path is tested
  if (js) await expect(form).toHaveAttribute("novalidate", "");
  return form;
}

for (const language of SERVICE_LANGUAGES) {
  test.describe(`help pages in ${language}`, () => {
    test("/faq#anchor shows that answer; the others stay closed", async ({ page, request }) => {
      // The back-office's FAQ test adds a section of its own (key e2e-…) for a few seconds: not counted here
      const sections = (await apiGet<FaqSection[]>(request, "/website/faq", language)).filter(
        (s) => !s.section.startsWith("e2e-"),
      );
      const target = sections[1]!.questions[0]!;
      const other = sections[0]!.questions[0]!;
      await page.goto(`${localized("/faq", language)}#${target.anchor}`);
      const answer = page.locator(`[id="${target.anchor}"]`);
      await expect(answer).toBeVisible();
      await expect(answer).toContainText(target.answer.slice(0, 40));
      await expect(answer).toBeInViewport();
      await expect(page.locator(`[id="${other.anchor}"]`)).toBeHidden();
      // schema.org FAQPage for search engines, with every question
      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}") as {
        "@type": string;
        mainEntity: unknown[];
      };
      expect(jsonLd["@type"]).toBe("FAQPage");
      expect(jsonLd.mainEntity).toHaveLength(sections.flatMap((s) => s.questions).length);
    });

    test("FAQ search filters the questions (a GET form without JavaScript), then shows a no-result state", async ({
      page,
      request,
    }, testInfo) => {
      const t = await texts(language);
      // The back-office's FAQ test adds a section of its own (key e2e-…) for a few seconds: not counted here
      const sections = (await apiGet<FaqSection[]>(request, "/website/faq", language)).filter(
        (s) => !s.section.startsWith("e2e-"),
      );
      const all = sections.flatMap((s) => s.questions).length;
      // A word of a question of the second section, so the search narrows the list
      const word = sections[1]!.questions[0]!.question.split(/\s+/)
        .find((w) => w.length > 5)!
        .replace(/[?¿¡!]/g, "");
      const expected = filterFaq(sections, word).flatMap((s) => s.questions);
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(all);

      await page.goto(localized("/faq", language));
      const questions = page.locator('section.faq-section:not([id^="section-e2e-"]) details.faq-question');
      await expect(questions).toHaveCount(all);
      // Typed before hydration, the live filter would never hear it
      await hydrated(page, testInfo);
      const search = page.getByRole("searchbox", { name: t("service.faq.search_label") });
      await search.fill(word);
      if (jsEnabled(testInfo)) await expect(questions).toHaveCount(expected.length); // live, before submitting
      await page.getByRole("button", { name: t("service.faq.search_submit") }).click();
      await expect(page).toHaveURL((url) => url.searchParams.get("q") === word);
      await expect(questions).toHaveCount(expected.length);
      await expect(search).toHaveValue(word);
      // Results are shown open
      await expect(page.locator(`[id="${expected[0]!.anchor}"]`)).toBeVisible();

      await search.fill("zzqxv");
      await page.getByRole("button", { name: t("service.faq.search_submit") }).click();
      await expect(
        page.getByRole("heading", { name: t("service.faq.no_result_title").replace("{{query}}", "zzqxv") }),
      ).toBeVisible();
      await expect(questions).toHaveCount(0);
      await page.getByRole("link", { name: t("service.faq.show_all") }).click();
      await expect(questions).toHaveCount(all);
    });

    test("legal page: six texts, #data is the personal data protection and #legal the legal notice", async ({
      page,
      request,
    }) => {
      const t = await texts(language);
      const legal = await apiGet<{ code: string; title: string }[]>(request, "/website/legal-contents", language);
      const titleOf = (code: string) => legal.find((l) => l.code === code)!.title;

      await page.goto(localized("/", language));
      await page
        .locator("footer")
        .getByRole("link", { name: t("footer.terms") })
        .click();
      await expect(page).toHaveURL((url) => url.pathname === localized("/terms-and-conditions", language));
      const toc = page.getByRole("navigation", { name: t("service.legal.toc_title") });
      await expect(toc.getByRole("link")).toHaveCount(6);

      for (const [anchor, code] of [
        ["data", "personal_data_protection"],
        ["legal", "legal_notice"],
      ] as const) {
        await page.goto(`${localized("/terms-and-conditions", language)}#${anchor}`);
        const section = page.locator(`section#${anchor}`);
        await expect(section.getByRole("heading", { level: 2 })).toHaveText(titleOf(code));
        await expect(section.getByRole("heading", { level: 2 })).toBeInViewport();
      }
      await toc.getByRole("link", { name: titleOf("terms_and_conditions_little_club") }).click();
      await expect(page).toHaveURL((url) => url.hash === "#little-club");
      await expect(page.locator("section#little-club h2")).toBeInViewport();
    });

    test("contact: a ticket with a file is sent, confirmed, and acknowledged by e-mail", async ({
      page,
      request,
    }, testInfo) => {
      const t = await texts(language);
      const form = await openContact(page, language, jsEnabled(testInfo));
      // es writes from an unknown domain: the soft warning, never a refusal
      const email =
        language === "es" ? uniqueEmail("lamalle-e2e.example", "ticket") : uniqueEmail("gmail.com", "ticket");
      const subject = `Talla del pedido ${Date.now()}`;
      await form.getByLabel(t("service.contact.name")).fill("Lucía Pérez");
      await form.getByLabel(t("service.contact.email")).fill(email);
      await form.getByLabel(t("service.contact.subject")).fill(subject);
      await form.getByLabel(t("service.contact.message")).fill("Bonjour,\nla robe est trop petite, que faire ?");
      await form.getByLabel(t("service.contact.files_label")).setInputFiles({
        name: "étiquette.png",
        mimeType: "image/png",
        buffer: PNG,
      });
      if (jsEnabled(testInfo) && language === "es") {
        await form.getByLabel(t("service.contact.subject")).focus();
        await expect(form.getByText(t("newsletter.unknown_domain"))).toBeVisible();
      }
      await form.getByRole("button", { name: t("service.contact.submit") }).click();

      await expect(page.getByRole("heading", { level: 1, name: t("service.contact.sent_title") })).toBeVisible();
      const url = new URL(page.url());
      expect(url.pathname).toBe(localized("/contact", language));
      const ticket = url.searchParams.get("ticket");
      expect(ticket).toMatch(/^\d+$/);
      await expect(page.getByText(t("service.contact.sent_reference").replace("{{ticket}}", ticket!))).toBeVisible();
      await expect(page.getByText(t("service.contact.sent_check_email"))).toHaveCount(language === "es" ? 1 : 0);

      // The acknowledgement in the page language, and customer service's copy with the file
      // Both written with the ticket, sent by the API's scheduler from its outbox
      await expect
        .poll(async () => (await mailsTo(request, email)).map((m) => m.subject), { timeout: 20_000 })
        .toHaveLength(1);
      const [ack] = await mailsTo(request, email);
      expect(ack!.subject).toContain(ticket);
      expect(ack!.subject).toContain(
        language === "es" ? "Hemos recibido tu mensaje" : "Nous avons bien reçu votre message",
      );
      expect(ack!.text).toContain(subject);
      let notification: StoredMail | undefined;
      await expect
        .poll(async () => {
          notification = (await mailsTo(request, "service-client@lamalle.test")).find((m) =>
            m.subject.includes(`#${ticket}]`),
          );
          return Boolean(notification);
        })
        .toBe(true);
      expect(notification?.text).toMatch(/1-etiquette\.png/);
    });

    test("contact: errors beside the fields, what was typed kept, files refused by their content", async ({
      page,
    }, testInfo) => {
      const js = jsEnabled(testInfo);
      const t = await texts(language);
      // The refused form answers 400; the browser logs that status
      allowConsoleErrors(page, httpStatusError(400, localized("/contact", language)));
      const form = await openContact(page, language, js);
      // §1: the phone shows only where switch.hidden_phone is "false" (fr in the demo data)
      await expect(page.locator('main a[href^="tel:"]')).toHaveCount(t.raw["switch.hidden_phone"] === "false" ? 1 : 0);
      await form.getByLabel(t("service.contact.name")).fill("Jeanne Dupont");
      // Accepted by the browser's own e-mail check, not by §5's (no dot in the domain)
      await form.getByLabel(t("service.contact.email")).fill("jeanne@gmail");
      await form.getByLabel(t("service.contact.subject")).fill("Retour");
      await form.getByLabel(t("service.contact.message")).fill("Message");
      const files = form.getByLabel(t("service.contact.files_label"));
      await files.setInputFiles({ name: "facture.pdf", mimeType: "application/pdf", buffer: FAKE_PDF });
      const refused = t("service.contact.file_error.type").replace("{{name}}", "facture.pdf");
      if (js) await expect(form.getByText(refused)).toBeVisible(); // at once, before sending
      await form.getByRole("button", { name: t("service.contact.submit") }).click();

      await expect(form.getByText(t("form_wrong_email"))).toBeVisible();
      await expect(form.getByLabel(t("service.contact.email"))).toHaveAttribute("aria-invalid", "true");
      await expect(form.getByText(refused)).toBeVisible();
      await expect(form.getByLabel(t("service.contact.name"))).toHaveValue("Jeanne Dupont");
      await expect(form.getByLabel(t("service.contact.subject"))).toHaveValue("Retour");
      if (!js) await expect(form.getByText(t("service.contact.file_error.choose_again"))).toBeVisible();
      await expect(page.getByRole("heading", { name: t("service.contact.sent_title") })).toHaveCount(0);
    });

    test("unsubscribe from the KID list: confirm, done, then already done; unknown links and lists", async ({
      page,
      request,
    }) => {
      const t = await texts(language);
      const subscribed = await request.post(`${E2E_API_URL}/subscribers`, {
        headers: { "accept-language": language },
        data: { email: uniqueEmail("gmail.com", "unsub"), list: "KID", source: "Footer HP" },
      });
      expect(subscribed.status()).toBe(201);
      const { unsubscribe_number: number } = (await subscribed.json()) as { unsubscribe_number: string };
      const newsletter = t("service.unsub.list_KID");
      const path = localized(`/unsub/${number}/kid`, language);

      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        t("service.unsub.question").replace("{{newsletter}}", newsletter),
      );
      await page.getByRole("button", { name: t("service.unsub.confirm") }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("service.unsub.done_title"));

      await page.goto(localized(`/unsub/${number}/KID`, language));
      await page.getByRole("button", { name: t("service.unsub.confirm") }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("service.unsub.already_title"));

      // The API agrees: the address is no longer on the list
      const again = await request.post(`${E2E_API_URL}/subscribers/unsubscribe`, { data: { number, list: "KID" } });
      expect(await again.json()).toMatchObject({ already_unsubscribed: true });

      // A number that was not issued, and a list that does not exist
      allowConsoleErrors(page, httpStatusError(404, localized("/unsub/", language)));
      const forged = `${number.slice(0, -1)}${(Number(number.at(-1)) + 1) % 10}`;
      await page.goto(localized(`/unsub/${forged}/KID`, language));
      await page.getByRole("button", { name: t("service.unsub.confirm") }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("service.unsub.unknown_title"));
      const malformed = await page.goto(localized("/unsub/not-a-number/KID", language));
      expect(malformed?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("service.unsub.unknown_title"));
      const missing = await page.goto(localized(`/unsub/${number}/MEN`, language));
      expect(missing?.status()).toBe(404);
    });

    test("loyalty, referral and invitation pages show the API's amounts in the page language", async ({
      page,
      request,
      context,
    }) => {
      const t = await texts(language);
      const { godfather_amount } = await apiGet<{ godfather_amount: number }>(
        request,
        "/clients/referral_offer",
        language,
      );
      const tiers = await apiGet<{ value: Record<string, number> }>(
        request,
        "/website/config/loyalty.coupon_amount_cents",
        language,
      );
      const godson = await apiGet<{ value: number }>(request, "/website/config/referral.godson_amount_cents", language);
      const godfather = euros(godfather_amount, language);

      await page.goto(localized("/referral", language));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        t("service.referral.title").replace("{{amount}}", godfather),
      );

      await page.goto(localized("/loyalty", language));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("service.loyalty.title"));
      for (const cents of Object.values(tiers.value)) {
        await expect(
          page.getByText(t("service.loyalty.tier_amount").replace("{{amount}}", euros(cents / 100, language))),
        ).toBeVisible();
      }
      await expect(page.getByText(t("service.loyalty.referral_text").replace("{{amount}}", godfather))).toBeVisible();

      await page.goto(`${localized("/lp-referral/invitation", language)}?godfather=camille%40demo.lamalle.test`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        t("service.invitation.title").replace("{{amount}}", euros(godson.value / 100, language)),
      );
      await expect(page.getByText(t("service.invitation.saved"))).toBeVisible();
      await expect(page.getByRole("link", { name: t("service.invitation.cta") }).first()).toHaveAttribute(
        "href",
        localized("/quiz/signup/kid", language),
      );
      const cookie = (await context.cookies()).find((c) => c.name === "lc_godfather");
      expect(decodeURIComponent(cookie?.value ?? "")).toBe("camille@demo.lamalle.test");
    });
  });
}

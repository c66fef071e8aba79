import { mkdirSync } from "node:fs";
import type { Page, TestInfo } from "@playwright/test";
import {
  allowConsoleErrors,
  expect,
  hydrated,
  httpStatusError,
  jsEnabled,
  loadLazyImages,
  localized,
  test,
  texts,
  type Texts,
} from "./fixtures";
import { adminToken, api, mailTo, subscriber, type StoredMail } from "./shop";

/**
 * Issue 17's "Must show" for the preview pages, in fr and es, JavaScript on and off: a subscribed
 * family (made through the API) adds two wishes and rates looks, the administrator composes its box
 * (POST /admin/requests/{id}/compose), the "preview ready" e-mail arrives; its link, opened signed
 * in, shows the pieces with their reasons; a piece is replaced with a reason (after a refusal for
 * the missing reason, in the page's language), a comment is left, the box is validated and the
 * confirmation says what happens next. A second family's box is skipped from the e-mail's skip link
 * while signed out; the link a second time says the box was already answered. Screenshots at 390
 * and 1280 pixels under /tmp/shots/preview/.
 */

const LANGUAGES = ["fr", "es"] as const;
type Language = (typeof LANGUAGES)[number];

type Family = Awaited<ReturnType<typeof subscriber>>;
type Mail = StoredMail;
type ProductCard = { id: number; variants: { variant_id: number; size: string; is_available: boolean }[] };

/** The family's box to come (the booked one), two wishes in its sizes, a few looks rated, then composed. */
async function composedFamily(language: Language, tag: string) {
  const family = await subscriber(language, tag);
  const { token } = family.shopper;
  const box = (await api(`/clients/me/kids/${family.kidId}/next-request`, { token })) as { id: number };
  expect(box.id).toBeGreaterThan(0);

  // Two wishes: products of the kid's suggestions, a size in stock
  const suggestions = (await api(`/clients/me/kids/${family.kidId}/suggestions`, { token })) as {
    products: ProductCard[];
  };
  const wishes = suggestions.products
    .map((product) => ({ product, variant: product.variants.find((variant) => variant.is_available) }))
    .filter((wish) => wish.variant)
    .slice(0, 2);
  expect(wishes.length).toBe(2);
  for (const { product, variant } of wishes) {
    await api(
      `/clients/me/kids/${family.kidId}/requests/${box.id}/wishes/${product.id}?variant_id=${variant!.variant_id}`,
      { method: "PUT", token, body: "{}" },
    );
  }

  // Style Shuffle: two looks liked, one not
  const shuffle = (await api(`/clients/me/kids/${family.kidId}/tinder/suggestions`, { token })) as {
    looks: { id: number }[];
  };
  for (const [index, look] of shuffle.looks.slice(0, 3).entries()) {
    await api(`/clients/me/kids/${family.kidId}/tinder`, {
      method: "POST",
      token,
      body: JSON.stringify({ look_id: look.id, like: index < 2 }),
    });
  }

  const composed = (await api(`/admin/requests/${box.id}/compose`, {
    method: "POST",
    token: await adminToken(),
    body: "{}",
  })) as { request_id: number; preview_id: number; pieces: unknown };
  expect(composed.request_id).toBe(box.id);
  return { family, requestId: box.id, wishedProducts: wishes.map((wish) => wish.product.id) };
}

/** The "preview ready" e-mail of a family: the first to its address with a preview link. */
function previewMail(family: Family): Promise<Mail> {
  return mailTo(family.shopper.email, (mail) => /\/infos\/preview\/\d+\/\d+/.test(mail.text), 45_000);
}

/** A link of the e-mail's text, as a path on the storefront under test (its origin may be another). */
function linkOf(mail: Mail, pattern: RegExp): string {
  const link = new RegExp(`https?://\\S*${pattern.source}\\S*`).exec(mail.text)?.[0];
  expect(link, `a link matching ${pattern} in: ${mail.text}`).toBeTruthy();
  const url = new URL(link!.replace(/[).,>]+$/, ""));
  return url.pathname + url.search;
}

async function shoot(page: Page, testInfo: TestInfo, language: Language, name: string) {
  mkdirSync("/tmp/shots/preview", { recursive: true });
  const js = jsEnabled(testInfo) ? "js" : "nojs";
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await loadLazyImages(page);
    await page.screenshot({ path: `/tmp/shots/preview/${language}-${js}-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

const notice = (page: Page) => page.locator(".notice[role=status]");
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));

async function signInHere(page: Page, t: Texts, shopper: { email: string; password: string }) {
  const form = page.locator("main form").first();
  await form.getByLabel(t("login.email"), { exact: true }).fill(shopper.email);
  await form.getByLabel(t("login.password"), { exact: true }).fill(shopper.password);
  await form.getByRole("button", { name: t("login.submit") }).click();
}

const dateWords = (language: Language) => (iso: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));

for (const language of LANGUAGES) {
  test(`${language}: the preview e-mail's link, a piece replaced with a reason, a comment, the box validated`, async ({
    page,
  }, testInfo) => {
    test.slow();
    const t = await texts(language);
    const { family, requestId, wishedProducts } = await composedFamily(
      language,
      `preview-${language}-${testInfo.project.name}`,
    );
    const { shopper, kidId, firstname } = family;
    const previewPath = localized(`/infos/preview/${kidId}/${requestId}`, language);

    // The e-mail's link, opened signed out: the sign-in, then the preview
    const mail = await previewMail(family);
    const link = linkOf(mail, /\/infos\/preview\/\d+\/\d+/);
    expect(link).toBe(previewPath);
    await page.goto(link);
    await expect(page).toHaveURL((url) => url.pathname === localized("/login", language));
    await signInHere(page, t, shopper);
    await page.waitForURL((url) => url.pathname === previewPath);
    await hydrated(page, testInfo);

    // The pieces' names in the page's language
    const preview = (await api(`/clients/me/kids/${kidId}/requests/${requestId}/preview`, {
      token: shopper.token,
      headers: { "accept-language": language },
    })) as {
      expires_at: string;
      total: number;
      looks: { look_index: number; items: { item_index: number; product: { id: number; name: string } }[] }[];
    };
    const pieces = preview.looks.flatMap((look) => look.items);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(fill(t("preview.page.title"), { firstname }));
    await expect(page.getByTestId("preview-piece")).toHaveCount(pieces.length);
    // The wishes are in the box, said so; every picture has its words
    const wished = pieces.filter((item) => wishedProducts.includes(item.product.id));
    expect(wished.length).toBe(2);
    await expect(page.getByText(t("preview.reason.wished"), { exact: true })).toHaveCount(2);
    for (const image of await page.getByTestId("preview-piece").locator("img").all()) {
      expect(await image.getAttribute("alt")).toBeTruthy();
    }
    await expect(page.getByRole("button", { name: t("preview.page.validate") })).toBeVisible();
    await shoot(page, testInfo, language, "preview");

    // The list of boxes waiting has this one, with its deadline
    await page.goto(localized("/infos/preview", language));
    const waiting = page.locator(".preview-waiting__item");
    await expect(waiting).toHaveCount(1);
    await expect(waiting).toContainText(fill(t("preview.list.for"), { firstname }));
    await expect(waiting.locator(".preview-waiting__deadline")).toBeVisible();
    await shoot(page, testInfo, language, "list");
    await waiting.getByRole("link", { name: fill(t("preview.list.see"), { firstname }) }).click();
    await page.waitForURL((url) => url.pathname === previewPath);

    // Replace the first piece: without a reason the page refuses, in its language
    const first = pieces[0]!;
    const lookIndex = preview.looks.find((look) => look.items.includes(first))!.look_index;
    await page
      .getByRole("link", { name: fill(t("preview.page.replace_label"), { name: first.product.name }) })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === `${previewPath}/replace/${lookIndex}/${first.item_index}`);
    await hydrated(page, testInfo);
    const form = page.locator("form.preview-replace__form");
    let choices = form.getByTestId("replace-choice");
    if ((await choices.count()) === 0) {
      // Nothing else in the same category: any category
      await page.getByLabel(t("preview.replace.category")).selectOption("all");
      await page.getByRole("button", { name: t("preview.replace.filter") }).click();
      await page.waitForURL((url) => url.searchParams.get("category") === "all");
      choices = form.getByTestId("replace-choice");
    }
    await expect(choices.first()).toBeVisible();
    const choice = choices.first();
    const choiceName = (await choice.locator(".preview-choice__name").textContent())!.trim();
    await choice.locator("label").first().click();
    if (!jsEnabled(testInfo)) allowConsoleErrors(page, httpStatusError(400, previewPath));
    await form.getByRole("button", { name: t("preview.replace.submit") }).click();
    await expect(form.getByText(t("preview.error.reason_required"))).toBeVisible();
    await shoot(page, testInfo, language, "replace-refused");
    // The alternative chosen is kept
    await expect(choice.locator("input").first()).toBeChecked();
    await form.getByLabel(t("preview.replacement_reason.size")).check();
    await form.getByRole("button", { name: t("preview.replace.submit") }).click();
    await page.waitForURL((url) => url.pathname === previewPath);
    await expect(notice(page)).toHaveText(t("preview.notice.replaced"));
    await expect(page.getByText(choiceName, { exact: true })).toBeVisible();
    await expect(
      page.getByText(
        fill(t("preview.page.replaced"), { name: first.product.name, reason: t("preview.replacement_reason.size") }),
      ),
    ).toBeVisible();

    // A comment for the stylist
    await page.getByRole("link", { name: t("preview.page.comment_add") }).click();
    await page.waitForURL((url) => url.pathname === `${previewPath}/comment`);
    await hydrated(page, testInfo);
    const words =
      language === "fr" ? "Elle adore le jaune, pas de col roulé." : "Le encanta el amarillo, nada de cuello alto.";
    await page.getByLabel(t("preview.comment.label")).fill(words);
    if (jsEnabled(testInfo)) {
      await expect(page.locator(".preview-counter")).toHaveText(
        fill(t("preview.comment.counter"), { count: [...words].length, max: 1000 }),
      );
    }
    await shoot(page, testInfo, language, "comment");
    await page.getByRole("button", { name: t("preview.comment.submit") }).click();
    await page.waitForURL((url) => url.pathname === previewPath);
    await expect(notice(page)).toHaveText(t("preview.notice.commented"));
    await expect(page.locator(".preview-comment__text")).toHaveText(words);

    // Validate: the confirmation says what comes next
    await page.getByRole("button", { name: t("preview.page.validate") }).click();
    await page.waitForURL((url) => url.pathname === `${previewPath}/confirmation`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      fill(t("preview.confirmation.title"), { firstname }),
    );
    await expect(page.getByText(t("preview.confirmation.step_pay"))).toBeVisible();
    await shoot(page, testInfo, language, "confirmation");
    const after = (await api(`/clients/me/kids/${kidId}/requests/${requestId}/preview`, { token: shopper.token })) as {
      status: string;
      comment: string;
    };
    expect(after).toMatchObject({ status: "VALIDATED", comment: words });

    // The box validated is read-only; the list of boxes waiting is empty
    await page.goto(previewPath);
    await expect(page.getByRole("button", { name: t("preview.page.validate") })).toHaveCount(0);
    await expect(page.getByText(t("preview.closed.VALIDATED"), { exact: false })).toBeVisible();
    await page.goto(localized("/infos/preview", language));
    await expect(page.getByText(t("preview.list.empty"))).toBeVisible();
  });

  test(`${language}: a box skipped from the e-mail's link while signed out, the link then says it was answered`, async ({
    page,
  }, testInfo) => {
    test.slow();
    const t = await texts(language);
    const { family, requestId } = await composedFamily(language, `skip-${language}-${testInfo.project.name}`);
    const mail = await previewMail(family);
    const skipLink = linkOf(mail, /\/preview\/confirmation\?preview_token=/);
    expect(skipLink.startsWith(localized("/preview/confirmation?", language))).toBe(true);
    const box = (await api(`/clients/me/kids/${family.kidId}/requests`, { token: family.shopper.token })) as {
      id: number;
      delivery_date: string;
    }[];
    const date = dateWords(language)(box.find((each) => each.id === requestId)!.delivery_date);

    // Opening the link changes nothing: it asks
    await page.goto(skipLink);
    await hydrated(page, testInfo);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      fill(t("preview.skip.ask_title"), { firstname: family.firstname, date }),
    );
    const before = (await api(`/clients/me/kids/${family.kidId}/requests/${requestId}/preview`, {
      token: family.shopper.token,
    })) as { status: string };
    expect(before.status).toBe("PENDING");
    await shoot(page, testInfo, language, "skip-ask");

    await page.getByRole("button", { name: t("preview.skip.submit") }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      fill(t("preview.skip.done_title"), { firstname: family.firstname }),
    );
    await shoot(page, testInfo, language, "skip-done");
    const after = (await api(`/clients/me/kids/${family.kidId}/requests/${requestId}/preview`, {
      token: family.shopper.token,
    })) as { status: string };
    expect(after.status).toBe("SKIPPED");

    // The same link again: already answered
    await page.goto(skipLink);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("preview.skip.answered_title"));
    await expect(page.getByText(t("preview.skip.answered_SKIPPED"))).toBeVisible();
    await shoot(page, testInfo, language, "skip-answered");

    // A link that is not one says so
    allowConsoleErrors(page, httpStatusError(404, localized("/preview/confirmation", language)));
    await page.goto(`${localized("/preview/confirmation", language)}?preview_token=not-a-token-at-all`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("preview.skip.invalid_title"));
  });
}

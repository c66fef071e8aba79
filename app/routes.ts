import { index, layout, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";
import { PREFIXED_LANGUAGES } from "#domain/locales.js";
import { backOfficeRoutes } from "./routes/back-office/routes";

/**
 * The page table, written once (§2). It is mounted unprefixed for fr and under /de, /nl, /es;
 * anything else — an unknown prefix included — falls to the 404 splat.
 */
const pages: RouteConfigEntry[] = [
  layout("routes/layouts/default.tsx", [
    index("routes/public/home.tsx"),
    route("woman", "routes/public/woman.tsx"),
    route("concept", "routes/public/concept.tsx"),
    // The blog (blog guard): posts page by page, by category, and each post (§2 {page} is its slug)
    route("blog", "routes/blog/index.tsx"),
    route("blog/category/:name", "routes/blog/category.tsx"),
    route("blog/:page", "routes/blog/post.tsx"),
    // Editorial pages: looks, brands, stylists and testimonials, with a page per brand and per stylist
    route("looks", "routes/content/looks.tsx"),
    route("brands", "routes/content/brands.tsx"),
    route("brands/:slug", "routes/content/brand.tsx"),
    route("stylists", "routes/content/stylists.tsx"),
    route("stylists/:slug", "routes/content/stylist.tsx"),
    route("testimonials", "routes/content/testimonials.tsx"),
    // Help, legal texts, contact, newsletter unsubscribe and the loyalty/referral landings
    route("faq", "routes/help/faq.tsx"),
    route("terms-and-conditions", "routes/help/terms.tsx"),
    route("contact", "routes/help/contact.tsx"),
    // The cancellation button (§312k BGB, decision 0046): public, no sign-in
    route("cancel-subscription", "routes/withdrawal/cancel.tsx"),
    route("cancel-subscription/confirmation", "routes/withdrawal/cancel-confirmation.tsx"),
    route("unsub/:number/:list", "routes/help/unsubscribe.tsx"),
    route("loyalty", "routes/loyalty/landing.tsx"),
    route("referral", "routes/referral/landing.tsx"),
    route("lp-referral/invitation", "routes/referral/invitation.tsx"),
    // The shop (shop guard): collections, every product, the cart, the checkout and its return page.
    // Static paths outrank shop/:collection, so "cart" or "checkout" is never taken for a collection.
    // Its layout gives an unpaid order back on the way back from the payment page (decision 0029)
    layout("routes/shop/layout.tsx", [
      route("shop", "routes/shop/index.tsx"),
      route("shop/all-products", "routes/shop/all-products.tsx"),
      route("shop/birth-gift", "routes/shop/collection.tsx", { id: "routes/shop/birth-gift" }),
      route("shop/your-shop", "routes/shop/your-shop.tsx"),
      route("shop/product/:id", "routes/shop/product.tsx"),
      route("shop/cart", "routes/shop/cart.tsx"),
      route("shop/checkout", "routes/shop/checkout.tsx"),
      route("shop/payment-successful", "routes/shop/payment-successful.tsx"),
      route("shop/:collection", "routes/shop/collection.tsx"),
      route("shop/:collection/:productId", "routes/shop/product.tsx", { id: "routes/shop/collection-product" }),
      // The personal shop lists, by the active profile's sizes (/your-shop…) or a named kid's
      route("your-shop", "routes/shop/personal-list.tsx", { id: "routes/your-shop" }),
      route("your-shop/:list", "routes/shop/personal-list.tsx", { id: "routes/your-shop-list" }),
      route("your-shop/:list/:productId", "routes/shop/product.tsx", { id: "routes/your-shop-product" }),
      route(":kidId/your-shop", "routes/shop/personal-list.tsx", { id: "routes/kid-your-shop" }),
      route(":kidId/your-shop/:list", "routes/shop/personal-list.tsx", { id: "routes/kid-your-shop-list" }),
      route(":kidId/your-shop/:list/:productId", "routes/shop/product.tsx", { id: "routes/kid-your-shop-product" }),
    ]),
    // Littlegeste (issue 28): outgrown clothes sent back with a prepaid label (banner hidden on create-label)
    route("littlegeste", "routes/littlegeste/landing.tsx"),
    route("littlegeste/create-label", "routes/littlegeste/create-label.tsx"),
    route("littlegeste/create-label/address", "routes/littlegeste/create-label-address.tsx"),
    route("littlegeste/create-label/confirmation", "routes/littlegeste/create-label-confirmation.tsx"),
    route("littlegeste/create-label/blocked/:reason", "routes/littlegeste/create-label-blocked.tsx"),
    route("infos/littlegeste/:labelId/label.pdf", "routes/littlegeste/label-pdf.ts"),
    route("login", "routes/guest/login.tsx"),
    route("logout", "routes/guest/logout.tsx"),
    route("reset-password", "routes/guest/reset-password.tsx"),
    // "This wasn't me", from the notice of a changed e-mail (decision 0037)
    route("email-change/undo", "routes/guest/email-revert.tsx"),
    // The account pages share their navigation
    layout("routes/account/layout.tsx", [
      route("infos", "routes/account/infos.tsx"),
      route("infos/edit", "routes/account/edit.tsx"),
      route("infos/edit/password", "routes/account/password.tsx"),
      route("infos/edit/addresses", "routes/account/addresses.tsx"),
      route("infos/add/payment", "routes/account/add-payment.tsx"),
      route("infos/orders", "routes/account/orders.tsx"),
      route("infos/orders/:orderId", "routes/account/order.tsx"),
      // The withdrawal function (decision 0046): its confirmation step and the receipt's page
      route("infos/orders/:orderId/withdrawal", "routes/withdrawal/confirm.tsx"),
      route("infos/orders/:orderId/withdrawal/success", "routes/withdrawal/success.tsx"),
      route("infos/help", "routes/account/help.tsx"),
      route("infos/kids", "routes/profiles/kids.tsx"),
      // The boxes over time (§2): every profile's plan, and every box of every profile
      route("infos/subscriptions", "routes/malle/subscriptions.tsx"),
      route("infos/all-boxes", "routes/malle/all-boxes.tsx"),
      // The previews waiting for an answer (issue 17)
      route("infos/preview", "routes/preview/list.tsx"),
      // Money (issue 18): a gift card into the wallet, the wallet, loyalty points, the referral programme
      route("infos/add-giftcard", "routes/giftcard/add.tsx"),
      route("infos/wallet", "routes/account/wallet.tsx"),
      route("infos/loyalty", "routes/loyalty/account.tsx"),
      route("infos/loyalty/history", "routes/loyalty/account-history.tsx"),
      route("infos/referral", "routes/referral/account.tsx"),
      // A box whose charge failed, paid again (decision 0047); a box's deadline extended once
      route("infos/failed-payment", "routes/settlement/failed-payments.tsx"),
      route("infos/failed-payment/:orderId", "routes/settlement/failed-payment.tsx"),
      route("infos/failed-payment/:orderId/success", "routes/settlement/failed-payment-success.tsx"),
      route("infos/edit/return-deadline/:orderId", "routes/settlement/return-deadline.tsx"),
      // Returns (issue 26): the labels to print, and how the family sends its parcels back
      route("infos/return-labels", "routes/returns/labels.tsx"),
      route("infos/edit/return-mode", "routes/returns/mode.tsx"),
      route("infos/edit/return-mode/confirmation", "routes/returns/mode-confirmation.tsx"),
      // A family's returns, one return and its refund; pieces of a delivered shop order sent back
      route("infos/returns", "routes/returns/list.tsx"),
      route("infos/returns/:returnId", "routes/returns/detail.tsx"),
      route("infos/returns/:returnId/success", "routes/returns/success.tsx", { id: "routes/returns/success-return" }),
      route("infos/returns/order/:orderId", "routes/returns/order.tsx"),
      // The family's littlegeste labels, parcels and what each piece earned
      route("infos/littlegeste", "routes/littlegeste/account.tsx"),
      route("infos/returns/order/:orderId/success", "routes/returns/success.tsx", {
        id: "routes/returns/success-order",
      }),
    ]),
    // A delivered box: what is kept and sent back, piece by piece, or all of it from the e-mail
    route("infos/rating/:orderId", "routes/settlement/rating.tsx"),
    route(":orderId/satisfied", "routes/settlement/satisfied.tsx"),
    // A box's preview (preview guard): the pieces and their reasons, replacing one, a comment, the answer
    route("infos/preview/:profileId/:requestId", "routes/preview/preview.tsx"),
    route("infos/preview/:profileId/:requestId/replace/:lookIndex/:itemIndex", "routes/preview/replace.tsx"),
    route("infos/preview/:profileId/:requestId/comment", "routes/preview/comment.tsx"),
    route("infos/preview/:profileId/:requestId/confirmation", "routes/preview/confirmation.tsx"),
    // Skipping a box from the preview e-mail's link, signed out (no guard: the signed token is the key)
    route("preview/confirmation", "routes/preview/skip.tsx", { id: "routes/preview/skip-kid" }),
    route("preview/confirmation/woman", "routes/preview/skip.tsx", { id: "routes/preview/skip-woman" }),
    // Gift cards to buy and offer (issue 18), paid through the shop's payment pages
    route("giftcard", "routes/giftcard/index.tsx"),
    route("giftcard/checkout", "routes/giftcard/checkout.tsx"),
    route("giftcard/payment-successful", "routes/giftcard/payment-successful.tsx"),
    // No guard (§4): a signed-out client is asked to sign in and comes back
    route("infos/subscriptions/:profileId/reactivate", "routes/malle/reactivate.tsx"),
    // A return's label (PDF), passed through from the API with the session
    route("infos/return-labels/:returnId/label.pdf", "routes/returns/label-pdf.ts"),
    // A paid order's invoice (PDF), passed through from the API with the session
    route("infos/orders/:orderId/invoice.pdf", "routes/account/invoice-pdf.ts"),
    // Profiles (§2): the active profile, each profile's page, adding one, the choice after sign-in
    route("profil", "routes/profiles/profil.tsx"),
    route("profil/new", "routes/profiles/new.tsx", { id: "routes/profiles/new-kid" }),
    route("profil/woman/new", "routes/profiles/new.tsx", { id: "routes/profiles/new-woman" }),
    route("profil/woman/:profileId", "routes/profiles/edit.tsx", { id: "routes/profiles/edit-woman" }),
    route("profil/:profileId", "routes/profiles/edit.tsx", { id: "routes/profiles/edit-kid" }),
    route("login/kid-choice", "routes/profiles/kid-choice.tsx", { id: "routes/login-kid-choice" }),
    // A profile's box to come and its past boxes, and choosing another delivery date
    route(":kidId/malle", "routes/malle/index.tsx"),
    route(":kidId/malle/:subscription/delivery", "routes/malle/delivery.tsx"),
    // Suggestions to wish for the box to come (profile-suggestions guard), and Style Shuffle's looks to rate
    route(":kidId/suggestions", "routes/suggestions/index.tsx", { id: "routes/suggestions/next" }),
    route(":kidId/suggestions/:requestId", "routes/suggestions/index.tsx"),
    route(":kidId/suggestions/:requestId/success", "routes/suggestions/success.tsx"),
    route(":kidId/suggestions/:requestId/product/:id", "routes/suggestions/product.tsx"),
    route(":kidId/style-shuffle", "routes/suggestions/style-shuffle.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  // The style quiz (§2, decision 0030): each step a page of its own that posts to its own action.
  // Static segments outrank dynamic ones, so /quiz/signup/kid is never read as /quiz/{code}/{slug}.
  layout("routes/quiz/layout.tsx", [
    route("quiz/:code", "routes/quiz/start.tsx"),
    // The identity step: a visitor's first profile, a client's new one, or an existing profile
    route("quiz/signup/kid", "routes/quiz/step.tsx", { id: "routes/quiz/signup-kid" }),
    route("quiz/signup/woman", "routes/quiz/step.tsx", { id: "routes/quiz/signup-woman" }),
    route("quiz/new-kid/kid", "routes/quiz/step.tsx", { id: "routes/quiz/new-kid" }),
    route("quiz/new-kid/kid/:editingKidId", "routes/quiz/step.tsx", { id: "routes/quiz/new-kid-editing" }),
    route("quiz/new-profile/woman", "routes/quiz/step.tsx", { id: "routes/quiz/new-woman" }),
    route("quiz/new-profile/woman/:editingKidId", "routes/quiz/step.tsx", { id: "routes/quiz/new-woman-editing" }),
    route("quiz/:code/kid/:kidId", "routes/quiz/step.tsx", { id: "routes/quiz/kid" }),
    route("quiz/:code/woman/:kidId", "routes/quiz/step.tsx", { id: "routes/quiz/woman" }),
    // The content steps (sizes, colours, styles…) and the comment for the stylist
    route("quiz/:code/:slug", "routes/quiz/step.tsx", { id: "routes/quiz/kid-step" }),
    route("quiz/:code/woman/:slug/:kidId", "routes/quiz/step.tsx", { id: "routes/quiz/woman-step" }),
    route("quiz/:code/comment/:kidId", "routes/quiz/step.tsx", { id: "routes/quiz/comment" }),
    route("quiz/comment/:kidId", "routes/quiz/step.tsx", { id: "routes/quiz/comment-alone" }),
    // A visitor's account, asked in the middle of a sign-up quiz
    route("quiz/signup/account", "routes/quiz/account.tsx", { id: "routes/quiz/account-kid" }),
    route("quiz/signup-woman/woman/account/:kidId", "routes/quiz/account.tsx", { id: "routes/quiz/account-woman" }),
    route("quiz/:code/photo/:kidId", "routes/quiz/photo.tsx"),
    route("quiz/:code/woman/size-alert/:profileId", "routes/quiz/size-alert.tsx"),
    route("quiz/:code/profile/:kidId", "routes/quiz/profile.tsx", { id: "routes/quiz/profile-kid" }),
    route("quiz/:code/woman/profile/:kidId", "routes/quiz/profile.tsx", { id: "routes/quiz/profile-woman" }),
    route("quiz/additional-quiz/confirm/:kidId", "routes/quiz/additional-confirm.tsx"),
    // Booking the box: one shot or subscription, its frequency, address, date and payment method
    route("quiz/:code/membership/:kidId", "routes/quiz/membership.tsx"),
    route("quiz/:code/subscription/:kidId", "routes/quiz/subscription.tsx"),
    route("quiz/:code/checkout/:kidId", "routes/quiz/checkout.tsx"),
    route("quiz/confirm/:kidId/:requestId", "routes/quiz/confirm.tsx", { id: "routes/quiz/confirm-kid" }),
    route("quiz/confirm/woman/:kidId/:requestId", "routes/quiz/confirm.tsx", { id: "routes/quiz/confirm-woman" }),
    route("quiz/*", "routes/not-found.tsx", { id: "routes/quiz-not-found" }),
  ]),
];

/** Route ids must be unique: each language's copy gets its own, e.g. "de/routes/public/home". */
function withIds(entries: RouteConfigEntry[], language: string): RouteConfigEntry[] {
  return entries.map((entry) => ({
    ...entry,
    id: `${language}/${entry.id ?? entry.file.replace(/\.tsx?$/, "")}`,
    children: entry.children && withIds(entry.children, language),
  }));
}

export default [
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("manifest.webmanifest", "routes/resources/manifest.ts"),
  route("sw.js", "routes/resources/service-worker.ts"),
  route("builds/latest.json", "routes/resources/latest-build.ts"),
  route("media/*", "routes/resources/media.ts"),
  route("resources/locale", "routes/resources/locale.ts"),
  route("resources/newsletter", "routes/resources/newsletter.ts"),
  route("resources/towns", "routes/resources/towns.ts"),
  ...backOfficeRoutes,
  ...withIds(pages, "fr"),
  ...PREFIXED_LANGUAGES.map((language) =>
    route(language, "routes/layouts/language.tsx", { id: `${language}` }, withIds(pages, language)),
  ),
] satisfies RouteConfig;

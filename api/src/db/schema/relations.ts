/**
 * Relations for Drizzle's relational queries (`db.query.clients.findFirst({ with: … })`).
 * Only the everyday paths are declared; anything else is a join.
 */
import { relations } from "drizzle-orm";
import { addresses } from "./addresses.js";
import {
  brands,
  collectionProducts,
  lookProducts,
  looks,
  productImages,
  products,
  productVariants,
  shopCollections,
} from "./catalogue.js";
import { clients, refreshTokens } from "./clients.js";
import { blogCategories, blogPosts, faqQuestions, faqSections } from "./content.js";
import { recycleLabels, resaleItems } from "./littlegeste.js";
import { codes, giftCards, paymentMethods, payments, referrals, walletTransactions } from "./money.js";
import { cartLines, carts, orderLines, orderRatings, orders, returnLines, returns, shipments } from "./orders.js";
import { profiles } from "./profiles.js";
import {
  lookRatings,
  previewItems,
  previewReplacements,
  previews,
  requests,
  subscriptionEvents,
  subscriptions,
  wishes,
} from "./subscriptions.js";
import { supportTickets, ticketAttachments } from "./support.js";

export const clientsRelations = relations(clients, ({ one, many }) => ({
  profiles: many(profiles),
  addresses: many(addresses),
  paymentMethods: many(paymentMethods),
  refreshTokens: many(refreshTokens),
  orders: many(orders),
  walletTransactions: many(walletTransactions),
  cart: one(carts, { fields: [clients.id], references: [carts.clientId] }),
  defaultShippingAddress: one(addresses, {
    fields: [clients.defaultShippingAddressId],
    references: [addresses.id],
    relationName: "defaultShippingAddress",
  }),
  defaultBillingAddress: one(addresses, {
    fields: [clients.defaultBillingAddressId],
    references: [addresses.id],
    relationName: "defaultBillingAddress",
  }),
  defaultPaymentMethod: one(paymentMethods, {
    fields: [clients.defaultPaymentMethodId],
    references: [paymentMethods.id],
    relationName: "defaultPaymentMethod",
  }),
  godsons: many(referrals, { relationName: "godfather" }),
}));

export const refreshTokensRelations = relations(refreshTokens, ({ one }) => ({
  client: one(clients, { fields: [refreshTokens.clientId], references: [clients.id] }),
}));

export const addressesRelations = relations(addresses, ({ one }) => ({
  client: one(clients, { fields: [addresses.clientId], references: [clients.id] }),
}));

export const profilesRelations = relations(profiles, ({ one, many }) => ({
  client: one(clients, { fields: [profiles.clientId], references: [clients.id] }),
  subscriptions: many(subscriptions),
  requests: many(requests),
  lookRatings: many(lookRatings),
}));

export const subscriptionsRelations = relations(subscriptions, ({ one, many }) => ({
  profile: one(profiles, { fields: [subscriptions.profileId], references: [profiles.id] }),
  requests: many(requests),
  events: many(subscriptionEvents),
}));

export const subscriptionEventsRelations = relations(subscriptionEvents, ({ one }) => ({
  subscription: one(subscriptions, {
    fields: [subscriptionEvents.subscriptionId],
    references: [subscriptions.id],
  }),
}));

export const requestsRelations = relations(requests, ({ one, many }) => ({
  profile: one(profiles, { fields: [requests.profileId], references: [profiles.id] }),
  subscription: one(subscriptions, {
    fields: [requests.subscriptionId],
    references: [subscriptions.id],
  }),
  wishes: many(wishes),
  preview: one(previews, { fields: [requests.id], references: [previews.requestId] }),
}));

export const wishesRelations = relations(wishes, ({ one }) => ({
  request: one(requests, { fields: [wishes.requestId], references: [requests.id] }),
  product: one(products, { fields: [wishes.productId], references: [products.id] }),
  variant: one(productVariants, { fields: [wishes.variantId], references: [productVariants.id] }),
}));

export const previewsRelations = relations(previews, ({ one, many }) => ({
  request: one(requests, { fields: [previews.requestId], references: [requests.id] }),
  items: many(previewItems),
}));

export const previewItemsRelations = relations(previewItems, ({ one }) => ({
  preview: one(previews, { fields: [previewItems.previewId], references: [previews.id] }),
  product: one(products, { fields: [previewItems.productId], references: [products.id] }),
  variant: one(productVariants, {
    fields: [previewItems.variantId],
    references: [productVariants.id],
  }),
  look: one(looks, { fields: [previewItems.lookId], references: [looks.id] }),
  replacement: one(previewReplacements, {
    fields: [previewItems.id],
    references: [previewReplacements.previewItemId],
  }),
}));

export const lookRatingsRelations = relations(lookRatings, ({ one }) => ({
  profile: one(profiles, { fields: [lookRatings.profileId], references: [profiles.id] }),
  look: one(looks, { fields: [lookRatings.lookId], references: [looks.id] }),
}));

export const brandsRelations = relations(brands, ({ many }) => ({
  products: many(products),
}));

export const productsRelations = relations(products, ({ one, many }) => ({
  brand: one(brands, { fields: [products.brandId], references: [brands.id] }),
  variants: many(productVariants),
  images: many(productImages),
  lookProducts: many(lookProducts),
  collectionProducts: many(collectionProducts),
}));

export const productVariantsRelations = relations(productVariants, ({ one }) => ({
  product: one(products, { fields: [productVariants.productId], references: [products.id] }),
}));

export const productImagesRelations = relations(productImages, ({ one }) => ({
  product: one(products, { fields: [productImages.productId], references: [products.id] }),
}));

export const looksRelations = relations(looks, ({ many }) => ({
  lookProducts: many(lookProducts),
}));

export const lookProductsRelations = relations(lookProducts, ({ one }) => ({
  look: one(looks, { fields: [lookProducts.lookId], references: [looks.id] }),
  product: one(products, { fields: [lookProducts.productId], references: [products.id] }),
}));

export const shopCollectionsRelations = relations(shopCollections, ({ many }) => ({
  collectionProducts: many(collectionProducts),
}));

export const collectionProductsRelations = relations(collectionProducts, ({ one }) => ({
  collection: one(shopCollections, {
    fields: [collectionProducts.collectionId],
    references: [shopCollections.id],
  }),
  product: one(products, { fields: [collectionProducts.productId], references: [products.id] }),
}));

export const ordersRelations = relations(orders, ({ one, many }) => ({
  client: one(clients, { fields: [orders.clientId], references: [clients.id] }),
  profile: one(profiles, { fields: [orders.profileId], references: [profiles.id] }),
  request: one(requests, { fields: [orders.requestId], references: [requests.id] }),
  code: one(codes, { fields: [orders.codeId], references: [codes.id] }),
  lines: many(orderLines),
  shipments: many(shipments),
  returns: many(returns),
  payments: many(payments),
  rating: one(orderRatings, { fields: [orders.id], references: [orderRatings.orderId] }),
}));

export const orderLinesRelations = relations(orderLines, ({ one }) => ({
  order: one(orders, { fields: [orderLines.orderId], references: [orders.id] }),
  product: one(products, { fields: [orderLines.productId], references: [products.id] }),
  variant: one(productVariants, {
    fields: [orderLines.variantId],
    references: [productVariants.id],
  }),
  look: one(looks, { fields: [orderLines.lookId], references: [looks.id] }),
}));

export const shipmentsRelations = relations(shipments, ({ one }) => ({
  order: one(orders, { fields: [shipments.orderId], references: [orders.id] }),
}));

export const returnsRelations = relations(returns, ({ one, many }) => ({
  order: one(orders, { fields: [returns.orderId], references: [orders.id] }),
  client: one(clients, { fields: [returns.clientId], references: [clients.id] }),
  lines: many(returnLines),
}));

export const returnLinesRelations = relations(returnLines, ({ one }) => ({
  return: one(returns, { fields: [returnLines.returnId], references: [returns.id] }),
  orderLine: one(orderLines, { fields: [returnLines.orderLineId], references: [orderLines.id] }),
}));

export const orderRatingsRelations = relations(orderRatings, ({ one }) => ({
  order: one(orders, { fields: [orderRatings.orderId], references: [orders.id] }),
}));

export const cartsRelations = relations(carts, ({ one, many }) => ({
  client: one(clients, { fields: [carts.clientId], references: [clients.id] }),
  code: one(codes, { fields: [carts.codeId], references: [codes.id] }),
  lines: many(cartLines),
}));

export const cartLinesRelations = relations(cartLines, ({ one }) => ({
  cart: one(carts, { fields: [cartLines.cartId], references: [carts.id] }),
  product: one(products, { fields: [cartLines.productId], references: [products.id] }),
  variant: one(productVariants, { fields: [cartLines.variantId], references: [productVariants.id] }),
  look: one(looks, { fields: [cartLines.lookId], references: [looks.id] }),
}));

export const walletTransactionsRelations = relations(walletTransactions, ({ one }) => ({
  client: one(clients, { fields: [walletTransactions.clientId], references: [clients.id] }),
}));

export const giftCardsRelations = relations(giftCards, ({ one }) => ({
  order: one(orders, { fields: [giftCards.orderId], references: [orders.id] }),
}));

export const referralsRelations = relations(referrals, ({ one }) => ({
  godfather: one(clients, {
    fields: [referrals.godfatherClientId],
    references: [clients.id],
    relationName: "godfather",
  }),
}));

export const paymentMethodsRelations = relations(paymentMethods, ({ one }) => ({
  client: one(clients, { fields: [paymentMethods.clientId], references: [clients.id] }),
}));

export const paymentsRelations = relations(payments, ({ one }) => ({
  order: one(orders, { fields: [payments.orderId], references: [orders.id] }),
  paymentMethod: one(paymentMethods, {
    fields: [payments.paymentMethodId],
    references: [paymentMethods.id],
  }),
}));

export const blogCategoriesRelations = relations(blogCategories, ({ many }) => ({
  posts: many(blogPosts),
}));

export const blogPostsRelations = relations(blogPosts, ({ one }) => ({
  category: one(blogCategories, {
    fields: [blogPosts.categoryId],
    references: [blogCategories.id],
  }),
}));

export const faqSectionsRelations = relations(faqSections, ({ many }) => ({
  questions: many(faqQuestions),
}));

export const faqQuestionsRelations = relations(faqQuestions, ({ one }) => ({
  section: one(faqSections, { fields: [faqQuestions.sectionId], references: [faqSections.id] }),
}));

export const supportTicketsRelations = relations(supportTickets, ({ many }) => ({
  attachments: many(ticketAttachments),
}));

export const ticketAttachmentsRelations = relations(ticketAttachments, ({ one }) => ({
  ticket: one(supportTickets, {
    fields: [ticketAttachments.ticketId],
    references: [supportTickets.id],
  }),
}));

export const recycleLabelsRelations = relations(recycleLabels, ({ one, many }) => ({
  client: one(clients, { fields: [recycleLabels.clientId], references: [clients.id] }),
  items: many(resaleItems),
}));

export const resaleItemsRelations = relations(resaleItems, ({ one }) => ({
  recycleLabel: one(recycleLabels, {
    fields: [resaleItems.recycleLabelId],
    references: [recycleLabels.id],
  }),
}));

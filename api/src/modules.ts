/**
 * Every module of the API, in the order app.ts registers their routes (the OpenAPI document lists
 * paths in that order) and main.ts hands their jobs to the scheduler (decision 0040). A new module
 * is one line here; its index.ts exports its ApiModule.
 */
import type { ApiModule } from "./modules/module.js";
import { schedulerModule } from "./modules/scheduler/index.js";
import { healthModule } from "./modules/health/index.js";
import { mailModule } from "./modules/mail/index.js";
import { clientsModule } from "./modules/clients/index.js";
import { staffModule } from "./modules/staff/index.js";
import { adminModule } from "./modules/admin/index.js";
import { contentAdminModule } from "./modules/content-admin/index.js";
import { websiteModule } from "./modules/website/index.js";
import { subscribersModule } from "./modules/subscribers/index.js";
import { supportModule } from "./modules/support/index.js";
import { mediaModule } from "./modules/media/index.js";
import { profilesModule } from "./modules/profiles/index.js";
import { quizModule } from "./modules/quiz/index.js";
import { addressesModule } from "./modules/addresses/index.js";
import { blogModule } from "./modules/blog/index.js";
import { paymentsModule } from "./modules/payments/index.js";
import { ordersModule } from "./modules/orders/index.js";
import { catalogueModule } from "./modules/catalogue/index.js";
import { checkoutMoneyModule } from "./modules/checkout-money/index.js";
import { malleModule } from "./modules/malle/index.js";
import { stylingModule } from "./modules/styling/index.js";
import { giftCardsModule } from "./modules/gift-cards/index.js";
import { loyaltyModule } from "./modules/loyalty/index.js";
import { referralModule } from "./modules/referral/index.js";
import { customerServiceModule } from "./modules/customer-service/index.js";
import { codesAdminModule } from "./modules/codes-admin/index.js";
import { dashboardModule } from "./modules/dashboard/index.js";
import { carrierSandboxModule, operationsModule } from "./modules/operations/index.js";
import { returnsModule } from "./modules/returns/index.js";
import { withdrawalModule } from "./modules/withdrawal/index.js";
import { littlegesteModule } from "./modules/littlegeste/index.js";

export const modules: readonly ApiModule[] = [
  schedulerModule, // the e-mail outbox (jobs only)
  healthModule,
  mailModule, // the development mail box, outside production
  clientsModule,
  staffModule, // staff sign-in, accounts, roles and the audit (decision 0041)
  adminModule,
  contentAdminModule,
  websiteModule,
  subscribersModule,
  supportModule,
  mediaModule,
  profilesModule,
  quizModule,
  addressesModule,
  blogModule,
  paymentsModule,
  ordersModule, // jobs: the unpaid-order sweep
  catalogueModule,
  checkoutMoneyModule,
  malleModule, // jobs: the box over time: openings, ends of pauses, reminders
  stylingModule, // jobs: each box composed before its date, previews answered by their deadline
  giftCardsModule, // jobs: gift cards e-mailed on their date
  loyaltyModule, // jobs: points lapsing
  referralModule, // jobs: a paid order's points and the godfather's reward
  customerServiceModule, // back-office: clients, timeline, tickets, goodwill credits (decision 0044)
  codesAdminModule, // back-office: codes and gift cards
  dashboardModule, // back-office: the dashboard's figures
  operationsModule, // jobs: carrier tracking events (decision 0042)
  returnsModule, // a family's returns, their labels (PDF) and its return mode
  withdrawalModule, // the withdrawal function and the cancellation button (decision 0046); jobs: cancellations falling due
  littlegesteModule, // jobs: the families of resold pieces told
  carrierSandboxModule, // the carrier sandbox's door, outside production
];

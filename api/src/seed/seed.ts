/**
 * Loads the demo data (api/src/seed/data) into an empty database, in one transaction, with
 * batched multi-row inserts: it runs at every API test file start on an in-memory PGlite.
 *
 * Pictures are generated SVGs served by the media module: products at /media/products/{id}.svg,
 * stylists at /media/stylists/{slug}.svg, Instagram posts at /media/instagram/{shortcode}.svg,
 * Open Graph cards at /media/og/{key}.svg, blog covers at the path stored in blog_posts.cover_url.
 * The modules draw them from the rows only, so the seed stores the drawing inputs:
 * products.shape/color/pattern, stylists.color/avatar, instagram_media.illustration and alt,
 * seo_metadata.profile_type, blog_posts.cover_url (see modules/blog/cover.ts).
 */
import { hash } from "@node-rs/argon2";
import { eq, inArray, sql } from "drizzle-orm";
import type { AppDatabase, Database, Tx } from "../db/client.js";
import * as schema from "../db/schema/index.js";
import type { LocalizedText } from "#domain/locales.js";
import { sizeRank } from "#domain/catalogue.js";
import { internalEan13 } from "#domain/operations.js";
import { DEMO_ACCOUNTS, DEMO_STAFF, CODES, GIFT_CARDS, type SeedAccount, type SeedOrderLine } from "./data/accounts.js";
import { blogCoverUrl } from "../modules/blog/index.js";
import { DemoRelayPoints } from "../modules/checkout-money/index.js";
import { defaultQuizContent, insertAnswersByKey, insertQuizContent } from "../modules/quiz/index.js";
import { BLOG_CATEGORIES, BLOG_POSTS, postReadingMinutes } from "./data/blog.js";
import { BRANDS } from "./data/brands.js";
import { COLLECTIONS, COLLECTION_PRODUCTS } from "./data/collections.js";
import { COLORS, colorByKey } from "./data/colors.js";
import { CONFIG_ENTRIES, DELIVERY_DELAYS } from "./data/config.js";
import { FAQ_SECTIONS } from "./data/faq.js";
import { INSTAGRAM_MEDIA } from "./data/instagram.js";
import { LEGAL_CONTENTS, SHOP_OWNER } from "./data/legal.js";
import { LOOKS } from "./data/looks.js";
import { PRODUCTS, salePriceCents, type SeedProduct } from "./data/products.js";
import { SEO_METADATA } from "./data/seo.js";
import { STYLISTS, stylistBySlug } from "./data/stylists.js";
import { TESTIMONIALS } from "./data/testimonials.js";
import { TRANSLATION_ROWS } from "./data/translations.js";
import type { ProductGender, Theme } from "./data/types.js";

/** The demo client's past shop orders went to this point of the demo finder (Paris 11e). */
const DEMO_RELAY_POINT = "FR-020148";

export interface SeedOptions {
  /** Hashes a password; argon2id (@node-rs/argon2 defaults) when absent. Tests may pass a faster one. */
  passwordHash?: (password: string) => Promise<string>;
}

/** Rows per INSERT statement (PostgreSQL allows 65,535 parameters per statement). */
const BATCH = 1000;

function chunks<T>(rows: readonly T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

const date = (iso: string) => new Date(iso);

/** "A-01-1": aisle (A…Z, 40 shelves each), shelf, bin — the nth product's shelf and its size's bin. */
function warehouseLocation(productIndex: number, sizeIndex: number): string {
  const aisle = String.fromCharCode(65 + (Math.floor(productIndex / 40) % 26));
  const shelf = String((productIndex % 40) + 1).padStart(2, "0");
  return `${aisle}-${shelf}-${sizeIndex + 1}`;
}

/** The profile type of a universe: kid → KID, woman → WOMAN. */
const profileTypeOf = (theme: Theme) => (theme === "woman" ? ("WOMAN" as const) : ("KID" as const));

// ---------------------------------------------------------------------------------------------
// Catalogue helpers

const GENDERS: Record<ProductGender, ("boy" | "girl" | "woman")[]> = {
  boy: ["boy"],
  girl: ["girl"],
  unisex: ["boy", "girl"],
  woman: ["woman"],
};

const lower = (text: string) => text.charAt(0).toLocaleLowerCase() + text.slice(1);

/** A short product description from its name, brand, material and label. */
function productDescription(product: SeedProduct, brandName: string): LocalizedText {
  const m = product.material;
  const n = product.name;
  const label = {
    matchy: {
      fr: " Existe aussi en version parent ou enfant dans la collection Matchy Matchy.",
      de: " Auch als Eltern- oder Kinderversion in der Matchy-Matchy-Kollektion erhältlich.",
      nl: " Ook verkrijgbaar in een ouder- of kinderversie in de Matchy Matchy-collectie.",
      es: " También disponible en versión adulto o infantil en la colección Matchy Matchy.",
      en: " Also available in a parent or child version in the Matchy Matchy collection.",
    },
    cotonbio: {
      fr: " Coton biologique certifié, doux pour les peaux sensibles.",
      de: " Zertifizierte Bio-Baumwolle, sanft zu empfindlicher Haut.",
      nl: " Gecertificeerd biologisch katoen, zacht voor een gevoelige huid.",
      es: " Algodón orgánico certificado, suave con las pieles sensibles.",
      en: " Certified organic cotton, gentle on sensitive skin.",
    },
  } as const;
  const extra = product.label ? label[product.label] : { fr: "", de: "", nl: "", es: "", en: "" };
  return {
    fr: `${n.fr} signé ${brandName}. Matière : ${lower(m.fr)}.${extra.fr}`,
    de: `${n.de} von ${brandName}. Material: ${m.de}.${extra.de}`,
    nl: `${n.nl} van ${brandName}. Materiaal: ${lower(m.nl)}.${extra.nl}`,
    es: `${n.es} de ${brandName}. Material: ${lower(m.es)}.${extra.es}`,
    en: `${n.en} by ${brandName}. Material: ${lower(m.en)}.${extra.en}`,
  };
}

// ---------------------------------------------------------------------------------------------

/** True when the database has neither clients nor products (a fresh database). */
export async function isEmpty(db: AppDatabase): Promise<boolean> {
  const [client] = await db.select({ id: schema.clients.id }).from(schema.clients).limit(1);
  if (client) return false;
  const [product] = await db.select({ id: schema.products.id }).from(schema.products).limit(1);
  return !product;
}

/**
 * The data step of every API start (main.ts): the demo data on an empty database, else the quiz
 * content a database seeded before the quiz lacks. Under the start-up lock, so of two processes
 * starting at once on an empty database one loads the demo data and the other finds it there.
 */
export async function seedAtStart(database: Database): Promise<void> {
  await database.exclusive(async () => {
    if (await isEmpty(database.db)) {
      console.log("Empty database: loading the demo data…");
      await seed(database.db);
    } else {
      await seedMissingQuizContent(database.db);
    }
  });
}

/**
 * The quiz content missing from a database seeded before the quiz existed (the rows are matched
 * by key, so an administrator's edits stay): run at every start.
 */
export async function seedMissingQuizContent(db: AppDatabase): Promise<void> {
  await insertQuizContent(db, defaultQuizContent(COLORS));
}

/** Inserts the whole demo data set. Call it on an empty database (see isEmpty). */
export async function seed(db: AppDatabase, options: SeedOptions = {}): Promise<void> {
  // Hash outside the transaction, once per distinct password, in parallel.
  const hasher = options.passwordHash ?? ((password: string) => hash(password));
  const passwords = [...new Set([...DEMO_ACCOUNTS, ...DEMO_STAFF].map((a) => a.password))];
  const hashes = new Map(await Promise.all(passwords.map(async (p) => [p, await hasher(p)] as const)));

  await db.transaction(async (tx) => {
    const catalogue = await seedCatalogue(tx);
    await seedContent(tx);
    await insertQuizContent(tx, defaultQuizContent(COLORS));
    await seedAccounts(tx, catalogue, hashes);
    await seedStaff(tx, hashes);
  });
  // The planner's statistics of the tables just filled, and their visibility maps: PGlite runs no
  // autovacuum, so without this it plans on default guesses for good (the shop listing sorted every
  // product instead of walking its index to the page, decision 0056) and its index-only scans read
  // every row's page too (decision 0072); a server's autovacuum would only come later
  await db.execute(sql`vacuum (analyze)`);
}

interface Catalogue {
  productId: Map<string, number>;
  variantId: Map<string, number>;
  product: Map<string, SeedProduct>;
}

async function seedCatalogue(tx: Tx): Promise<Catalogue> {
  const brandRows = await tx
    .insert(schema.brands)
    .values(
      BRANDS.map((b, position) => ({
        slug: b.slug,
        name: b.name,
        description: b.description,
        logoUrl: null,
        websiteUrl: null,
        isPublished: true,
        position,
      })),
    )
    .returning({ id: schema.brands.id, slug: schema.brands.slug });
  const brandId = new Map(brandRows.map((b) => [b.slug, b.id]));
  const brandName = new Map(BRANDS.map((b) => [b.slug, b.name]));

  const productId = new Map<string, number>();
  for (const batch of chunks(PRODUCTS, 500)) {
    const rows = await tx
      .insert(schema.products)
      .values(
        batch.map((p) => ({
          reference: p.reference,
          brandId: brandId.get(p.brandSlug)!,
          name: p.name,
          cleanName: p.name,
          description: productDescription(p, brandName.get(p.brandSlug)!),
          lcPriceCents: salePriceCents(p),
          retailPriceCents: p.discountPercent ? p.priceCents : null,
          metaCategory: p.metaCategory,
          category: p.category,
          genders: GENDERS[p.gender],
          label: p.label,
          shape: p.shape,
          color: colorByKey(p.colorKey).hex,
          pattern: p.pattern,
          garmentType: p.garmentType,
          season: p.season,
          details: p.details,
          isRecent: p.isRecent,
          isShop: true,
          isSuggestion: true,
          isActive: true,
          createdAt: date(`${p.createdAt}T09:00:00Z`),
        })),
      )
      .returning({ id: schema.products.id, reference: schema.products.reference });
    for (const row of rows) productId.set(row.reference, row.id);
  }

  let serial = 0;
  const variantRows = PRODUCTS.flatMap((p, index) =>
    p.variants.map((v, sizeIndex) => ({
      productId: productId.get(p.reference)!,
      size: v.size,
      sizeRank: sizeRank(v.size),
      // Every size a valid barcode (in-store EAN-13) and a shelf: the products fill the warehouse
      // aisle by aisle, 40 shelves of one product each, one bin per size
      ean: internalEan13(++serial),
      location: warehouseLocation(index, sizeIndex),
      stock: v.stock,
      lowStockThreshold: 2,
    })),
  );
  for (const batch of chunks(variantRows, 2500)) await tx.insert(schema.productVariants).values(batch);
  // Only the demo history needs variant ids: read back just those sizes.
  const wanted = DEMO_ACCOUNTS.flatMap((a) => [
    ...a.shopOrders.flatMap((o) => o.lines),
    ...a.profiles.flatMap((p) => [...(p.pastBox?.lines ?? []), ...(p.nextRequest?.wishes ?? [])]),
  ]);
  const wantedIds = [...new Set(wanted.map((l) => productId.get(l.reference)!))];
  const referenceOf = new Map([...productId].map(([reference, id]) => [id, reference]));
  const variantId = new Map<string, number>();
  const wantedRows = await tx
    .select({
      id: schema.productVariants.id,
      productId: schema.productVariants.productId,
      size: schema.productVariants.size,
    })
    .from(schema.productVariants)
    .where(inArray(schema.productVariants.productId, wantedIds));
  for (const row of wantedRows) variantId.set(`${referenceOf.get(row.productId)}|${row.size}`, row.id);

  for (const batch of chunks(PRODUCTS)) {
    await tx.insert(schema.productImages).values(
      batch.map((p) => {
        const id = productId.get(p.reference)!;
        return { productId: id, url: `/media/products/${id}.svg`, alt: p.name, position: 0 };
      }),
    );
  }

  // Looks
  const lookRows = await tx
    .insert(schema.looks)
    .values(
      LOOKS.map((look, position) => ({
        name: look.title,
        imageUrl: null,
        profileType: look.profileType,
        gender: look.gender,
        isPublished: true,
        isShop: true,
        position,
      })),
    )
    .returning({ id: schema.looks.id });
  await tx.insert(schema.lookProducts).values(
    LOOKS.flatMap((look, i) =>
      look.products.map((reference, position) => ({
        lookId: lookRows[i]!.id,
        productId: productId.get(reference)!,
        position,
      })),
    ),
  );

  // Shop collections
  const collectionRows = await tx
    .insert(schema.shopCollections)
    .values(
      COLLECTIONS.map((c, position) => ({
        slug: c.slug,
        name: c.title,
        description: c.description,
        imageUrl: null,
        isShop: c.isShop,
        isSuggestion: c.isSuggestion,
        profileType: c.profileType,
        gender: c.gender,
        isPublished: true,
        position,
      })),
    )
    .returning({ id: schema.shopCollections.id, slug: schema.shopCollections.slug });
  const collectionLines = collectionRows.flatMap((row) =>
    (COLLECTION_PRODUCTS.get(row.slug) ?? []).map((reference, position) => ({
      collectionId: row.id,
      productId: productId.get(reference)!,
      position,
    })),
  );
  for (const batch of chunks(collectionLines)) await tx.insert(schema.collectionProducts).values(batch);

  return { productId, variantId, product: new Map(PRODUCTS.map((p) => [p.reference, p])) };
}

async function seedContent(tx: Tx): Promise<void> {
  await tx.insert(schema.stylists).values(
    STYLISTS.map((s, position) => ({
      slug: s.slug,
      firstname: s.firstname,
      lastname: null,
      photoUrl: `/media/stylists/${s.slug}.svg`,
      title: s.title,
      specialty: s.specialty,
      bio: s.bio,
      profileTypes: [...new Set(s.themes.map(profileTypeOf))],
      color: s.avatar.color,
      avatar: { hair: s.avatar.hair, skin: s.avatar.skin, hairStyle: s.avatar.hairStyle },
      instagram: s.instagram,
      isPublished: true,
      position,
    })),
  );

  await tx.insert(schema.testimonials).values(
    TESTIMONIALS.map((t, position) => ({
      authorName: t.authorFirstname,
      authorDetail: t.authorDetail,
      content: t.text,
      rating: t.rating,
      photoUrl: null,
      profileType: profileTypeOf(t.profile),
      isPublished: true,
      position,
      createdAt: date(`${t.date}T12:00:00Z`),
    })),
  );

  await tx.insert(schema.instagramMedia).values(
    INSTAGRAM_MEDIA.map((m, position) => ({
      externalId: m.id,
      mediaType: "IMAGE",
      mediaUrl: `/media/instagram/${m.id}.svg`,
      thumbnailUrl: `/media/instagram/${m.id}.svg`,
      permalink: m.permalink,
      // Instagram captions are written once, in the account's language (French).
      caption: m.caption.fr,
      alt: m.alt,
      illustration: {
        theme: m.theme,
        background: m.image.background,
        garments: m.image.garments,
        ...(m.image.decoration ? { decoration: m.image.decoration } : {}),
      },
      isSelected: m.selected,
      position,
      postedAt: date(m.postedAt),
    })),
  );

  const categoryRows = await tx
    .insert(schema.blogCategories)
    .values(BLOG_CATEGORIES.map((c, position) => ({ slug: c.slug, name: c.name, position })))
    .returning({ id: schema.blogCategories.id, slug: schema.blogCategories.slug });
  const categoryId = new Map(categoryRows.map((c) => [c.slug, c.id]));
  await tx.insert(schema.blogPosts).values(
    BLOG_POSTS.map((p) => ({
      slug: p.slug,
      categoryId: categoryId.get(p.category)!,
      title: p.title,
      excerpt: p.excerpt,
      content: p.body,
      coverUrl: blogCoverUrl(p.theme, p.cover),
      coverAlt: p.coverAlt,
      authorName: stylistBySlug(p.author).firstname,
      readingMinutes: postReadingMinutes(p),
      publishedAt: date(p.publishedAt),
      createdAt: date(p.publishedAt),
      updatedAt: date(p.publishedAt),
    })),
  );

  const sectionRows = await tx
    .insert(schema.faqSections)
    .values(FAQ_SECTIONS.map((s, position) => ({ section: s.section, title: s.title, position })))
    .returning({ id: schema.faqSections.id, section: schema.faqSections.section });
  const sectionId = new Map(sectionRows.map((s) => [s.section, s.id]));
  await tx.insert(schema.faqQuestions).values(
    FAQ_SECTIONS.flatMap((s) =>
      s.questions.map((q, position) => ({
        sectionId: sectionId.get(s.section)!,
        anchor: q.anchor,
        question: q.question,
        answer: q.answer,
        position,
      })),
    ),
  );

  await tx
    .insert(schema.legalContents)
    .values(LEGAL_CONTENTS.map((l) => ({ code: l.code, title: l.title, content: l.body })));

  await tx.insert(schema.seoMetadata).values(
    SEO_METADATA.map((s) => ({
      slug: s.slug,
      title: s.title,
      description: s.description,
      keywords: s.keywords,
      ogType: s.ogType,
      ogImageUrl: s.ogImageUrl,
      ogImageAlt: s.ogImageAlt,
      profileType: profileTypeOf(s.theme),
    })),
  );

  await tx.insert(schema.translations).values([...TRANSLATION_ROWS]);
  await tx.insert(schema.configEntries).values(Object.entries(CONFIG_ENTRIES).map(([key, value]) => ({ key, value })));
  await tx.insert(schema.deliveryDelays).values([...DELIVERY_DELAYS]);
  await tx.insert(schema.shopOwners).values({
    name: SHOP_OWNER.name,
    legalName: SHOP_OWNER.legalName,
    email: SHOP_OWNER.email,
    phone: SHOP_OWNER.phone,
    street: SHOP_OWNER.street,
    postcode: SHOP_OWNER.postcode,
    city: SHOP_OWNER.city,
    countryCode: SHOP_OWNER.countryCode,
    vatNumber: SHOP_OWNER.vatNumber,
    registrationNumber: SHOP_OWNER.registrationNumber,
  });
}

// ---------------------------------------------------------------------------------------------
// Staff: the roles and their permissions come with the migration (api/drizzle/0008)

async function seedStaff(tx: Tx, hashes: Map<string, string>): Promise<void> {
  for (const member of DEMO_STAFF) {
    const [row] = await tx
      .insert(schema.staffMembers)
      .values({ email: member.email, name: member.name, passwordHash: hashes.get(member.password)! })
      .returning({ id: schema.staffMembers.id });
    await tx.insert(schema.staffMemberRoles).values(member.roles.map((role) => ({ staffId: row!.id, role })));
  }
}

// ---------------------------------------------------------------------------------------------
// Accounts and their history

async function seedAccounts(tx: Tx, catalogue: Catalogue, hashes: Map<string, string>): Promise<void> {
  const clientRows = await tx
    .insert(schema.clients)
    .values(
      DEMO_ACCOUNTS.map((a) => ({
        firstname: a.firstname,
        lastname: a.lastname,
        email: a.email,
        passwordHash: hashes.get(a.password)!,
        locale: a.locale,
        country: a.country,
        // Long-standing clients who picked their pair: §4's locale-on-load leaves them as they are
        localeChosen: true,
        isOptinKid: a.isOptinKid,
        optinSourceKid: a.isOptinKid ? "signup" : null,
        isOptinWoman: a.isOptinWoman,
        optinSourceWoman: a.isOptinWoman ? "signup" : null,
        origin: a.origin,
        subscriptionStatus: a.subscriptionStatus,
        womanSubscriptionStatus: a.womanSubscriptionStatus,
        shopStatus: a.shopStatus,
        giftCardStatus: a.giftCardStatus,
        isWomanActivated: a.isWomanActivated,
        isLoyaltyMember: a.isLoyaltyMember,
        returnMode: a.returnMode,
        createdAt: date(a.createdAt),
      })),
    )
    .returning({ id: schema.clients.id, email: schema.clients.email });
  const clientId = new Map(DEMO_ACCOUNTS.map((a, i) => [a.key, clientRows[i]!.id]));

  for (const account of DEMO_ACCOUNTS) {
    await seedAccount(tx, account, clientId.get(account.key)!, catalogue);
  }

  await tx.insert(schema.giftCards).values(
    GIFT_CARDS.map((g) => ({
      code: g.code,
      amountCents: g.amountCents,
      balanceCents: g.balanceCents,
      target: g.target,
      giverClientId: g.giver ? clientId.get(g.giver)! : null,
      recipientName: g.recipientName,
      recipientEmail: g.recipientEmail,
      message: g.message,
      sendAt: date(g.createdAt),
      expiresAt: date(g.expiresAt),
      usedByClientId: g.usedBy ? clientId.get(g.usedBy)! : null,
      usedAt: g.usedAt ? date(g.usedAt) : null,
      createdAt: date(g.createdAt),
    })),
  );

  await tx.insert(schema.codes).values(
    CODES.map((c) => ({
      code: c.code,
      kind: c.kind,
      percent: c.percent,
      amountCents: c.amountCents,
      shippingFeeOffered: c.shippingFeeOffered,
      target: c.target,
      appliesTo: c.appliesTo,
      minOrderCents: c.minOrderCents,
      minLoyaltyPoints: c.minLoyaltyPoints,
      maxUses: c.maxUses,
      maxUsesPerClient: c.maxUsesPerClient,
      clientId: c.client ? clientId.get(c.client)! : null,
      isActive: true,
      expiresAt: c.expiresAt ? date(c.expiresAt) : null,
    })),
  );
}

async function seedAccount(tx: Tx, account: SeedAccount, clientId: number, catalogue: Catalogue): Promise<void> {
  const line = (l: SeedOrderLine) => {
    const product = catalogue.product.get(l.reference)!;
    return {
      productId: catalogue.productId.get(l.reference)!,
      variantId: catalogue.variantId.get(`${l.reference}|${l.size}`)!,
      unitPriceCents: salePriceCents(product),
    };
  };

  // Addresses and defaults
  let shippingId: number | null = null;
  let billingId: number | null = null;
  let snapshot: schema.AddressSnapshot | null = null;
  if (account.addresses.length > 0) {
    const rows = await tx
      .insert(schema.addresses)
      .values(
        account.addresses.map((a) => ({
          clientId,
          kind: a.kind,
          firstname: a.firstname,
          lastname: a.lastname,
          street: a.street,
          complement: a.complement ?? null,
          postcode: a.postcode,
          city: a.city,
          countryCode: a.countryCode,
          phone: a.phone,
        })),
      )
      .returning({ id: schema.addresses.id });
    for (const [i, a] of account.addresses.entries()) {
      if (!a.isDefault) continue;
      if (a.kind === "shipping") {
        shippingId = rows[i]!.id;
        snapshot = {
          firstname: a.firstname,
          lastname: a.lastname,
          street: a.street,
          complement: a.complement ?? null,
          postcode: a.postcode,
          city: a.city,
          countryCode: a.countryCode,
          phone: a.phone,
        };
      } else billingId = rows[i]!.id;
    }
  }

  let paymentMethodId: number | null = null;
  if (account.paymentMethods.length > 0) {
    const rows = await tx
      .insert(schema.paymentMethods)
      .values(
        account.paymentMethods.map((m) => ({
          clientId,
          gateway: "sandbox" as const,
          platform: m.platform,
          externalId: m.externalId,
          brand: m.brand,
          last4: m.last4,
          expirationDate: m.expirationDate,
        })),
      )
      .returning({ id: schema.paymentMethods.id });
    paymentMethodId = rows[account.paymentMethods.findIndex((m) => m.isDefault)]?.id ?? rows[0]!.id;
  }

  if (shippingId || billingId || paymentMethodId) {
    await tx
      .update(schema.clients)
      .set({
        defaultShippingAddressId: shippingId,
        defaultBillingAddressId: billingId,
        defaultPaymentMethodId: paymentMethodId,
      })
      .where(eq(schema.clients.id, clientId));
  }

  // Profiles, subscriptions, requests, the past trunk
  const orderByReference = new Map<string, number>();
  for (const profile of account.profiles) {
    const [profileRow] = await tx
      .insert(schema.profiles)
      .values({
        clientId,
        profileType: profile.profileType,
        firstname: profile.firstname,
        lastname: account.lastname,
        gender: profile.gender,
        birthdate: profile.birthdate,
        hasRequested: profile.hasRequested,
        description: profile.description,
        subscriptionStatus: profile.subscriptionStatus,
        colorBackground: profile.colorBackground,
        colorText: profile.colorText,
        topSize: profile.topSize,
        bottomSize: profile.bottomSize,
        shoeSize: profile.shoeSize,
        // The sizes were given with the quiz, when the profile was made
        sizesGivenOn: (profile.subscription?.createdAt ?? account.createdAt).slice(0, 10),
        createdAt: date(profile.subscription?.createdAt ?? account.createdAt),
      })
      .returning({ id: schema.profiles.id });
    const profileId = profileRow!.id;
    await insertAnswersByKey(tx, profileId, profile.profileType, profile.quizAnswers);

    let subscriptionId: number | null = null;
    if (profile.subscription) {
      const s = profile.subscription;
      const [row] = await tx
        .insert(schema.subscriptions)
        .values({
          profileId,
          isActive: s.isActive,
          nextAt: s.nextAt ? date(s.nextAt) : null,
          statusDetailsCode: s.statusDetailsCode,
          frequency: s.frequency,
          nextOptimisticDeliveryDate: s.nextOptimisticDeliveryDate,
          nextDeliveryDate: s.nextDeliveryDate,
          pausedAt: s.pausedAt ? date(s.pausedAt) : null,
          createdAt: date(s.createdAt),
        })
        .returning({ id: schema.subscriptions.id });
      subscriptionId = row!.id;
      await tx
        .insert(schema.subscriptionEvents)
        .values([
          { subscriptionId, kind: "created" as const, createdAt: date(s.createdAt) },
          ...(s.pausedAt ? [{ subscriptionId, kind: "paused" as const, createdAt: date(s.pausedAt) }] : []),
        ]);
    }

    if (profile.pastBox) {
      const box = profile.pastBox;
      const [request] = await tx
        .insert(schema.requests)
        .values({
          profileId,
          subscriptionId,
          status: "CLOSED",
          actions: [],
          deliveryDate: box.deliveredAt.slice(0, 10),
          createdAt: date(box.requestedAt),
        })
        .returning({ id: schema.requests.id });
      const lines = box.lines.map((l) => ({ ...line(l), status: l.status }));
      const kept = lines.filter((l) => l.status === "KEPT").reduce((sum, l) => sum + l.unitPriceCents, 0);
      const walletPaid = Math.min(
        kept,
        -account.wallet.filter((w) => w.kind === "ORDER_PAYMENT").reduce((sum, w) => sum + w.amountCents, 0),
      );
      const [order] = await tx
        .insert(schema.orders)
        .values({
          clientId,
          kind: "BOX",
          status: "COMPLETED",
          requestId: request!.id,
          profileId,
          locale: account.locale,
          itemsAmountTtcCents: kept,
          shippingFeeTtcCents: 0,
          shippingFeeOffered: true,
          totalAmountTtcCents: kept,
          walletAmountCents: walletPaid,
          shippingAddressId: shippingId,
          billingAddressId: billingId,
          shippingAddress: snapshot,
          billingAddress: snapshot,
          carrier: "colissimo",
          returnDeadline: box.returnDeadline,
          paidAt: date(`${box.returnDeadline}T20:00:00Z`),
          shippedAt: date(box.requestedAt),
          deliveredAt: date(box.deliveredAt),
          createdAt: date(box.requestedAt),
        })
        .returning({ id: schema.orders.id });
      const orderId = order!.id;
      orderByReference.set(`box-${profile.key}`, orderId);
      const lineRows = await tx
        .insert(schema.orderLines)
        .values(
          lines.map((l) => ({
            orderId,
            productId: l.productId,
            variantId: l.variantId,
            unitPriceCents: l.unitPriceCents,
            status: l.status,
          })),
        )
        .returning({ id: schema.orderLines.id, status: schema.orderLines.status });
      await tx.insert(schema.shipments).values({
        orderId,
        carrier: "colissimo",
        status: "DELIVERED",
        trackingNumber: `6A${String(orderId).padStart(11, "0")}`,
        shippedAt: date(box.requestedAt),
        deliveredAt: date(box.deliveredAt),
      });
      const returned = lineRows.filter((l) => l.status === "RETURNED");
      if (returned.length > 0) {
        const [ret] = await tx
          .insert(schema.returns)
          .values({
            orderId,
            clientId,
            status: "RECEIVED",
            carrier: account.returnMode ?? "colissimo",
            trackingNumber: `MR${String(orderId).padStart(10, "0")}`,
            refundAmountCents: 0,
            receivedAt: date(`${box.returnDeadline}T10:00:00Z`),
            createdAt: date(box.deliveredAt),
          })
          .returning({ id: schema.returns.id });
        await tx
          .insert(schema.returnLines)
          .values(returned.map((l) => ({ returnId: ret!.id, orderLineId: l.id, quantity: 1, reason: "size" })));
      }
      await tx.insert(schema.orderRatings).values({ orderId, rating: box.rating.rating, comment: box.rating.comment });
      if (kept - walletPaid > 0) {
        await tx.insert(schema.payments).values({
          orderId,
          provider: "sandbox",
          platform: "card_via_sandbox",
          paymentMethodId,
          status: "SUCCEEDED",
          amountCents: kept - walletPaid,
          idempotencyKey: `seed-order-${orderId}`,
          externalId: `sandbox_seed_${orderId}`,
          createdAt: date(`${box.returnDeadline}T20:00:00Z`),
        });
      }
    }

    if (profile.nextRequest) {
      const next = profile.nextRequest;
      const [request] = await tx
        .insert(schema.requests)
        .values({
          profileId,
          subscriptionId,
          status: "PENDING",
          actions: ["GO_TO_SUGGESTIONS", "UPDATE_DELIVERY_DATE"],
          deliveryDate: next.deliveryDate,
          comment: next.comment,
        })
        .returning({ id: schema.requests.id });
      if (next.wishes.length > 0) {
        await tx.insert(schema.wishes).values(
          next.wishes.map((w) => {
            const l = line(w);
            return { requestId: request!.id, productId: l.productId, variantId: l.variantId };
          }),
        );
      }
    }
  }

  // Shop orders
  for (const [index, shop] of account.shopOrders.entries()) {
    const lines = shop.lines.map(line);
    const items = lines.reduce((sum, l) => sum + l.unitPriceCents, 0);
    const threshold = Number(CONFIG_ENTRIES.free_shipping_threshold_cents);
    const offered = items >= threshold;
    const shipping = offered ? 0 : Number(CONFIG_ENTRIES["shop.shipping_fee_cents"]);
    const [order] = await tx
      .insert(schema.orders)
      .values({
        clientId,
        kind: "SHOP",
        status: "DELIVERED",
        locale: account.locale,
        itemsAmountTtcCents: items,
        shippingFeeTtcCents: shipping,
        shippingFeeOffered: offered,
        totalAmountTtcCents: items + shipping,
        shippingAddressId: shippingId,
        billingAddressId: billingId,
        shippingAddress: snapshot,
        billingAddress: snapshot,
        carrier: "mondial_relay",
        relayPointId: DEMO_RELAY_POINT,
        relayPoint: new DemoRelayPoints().describe("mondial_relay", "FR", DEMO_RELAY_POINT),
        returnDeadline: new Date(date(shop.deliveredAt).getTime() + 30 * 86_400_000).toISOString().slice(0, 10),
        paidAt: date(shop.createdAt),
        shippedAt: date(shop.createdAt),
        deliveredAt: date(shop.deliveredAt),
        createdAt: date(shop.createdAt),
      })
      .returning({ id: schema.orders.id });
    const orderId = order!.id;
    orderByReference.set(`shop-${index}`, orderId);
    const lineRows = await tx
      .insert(schema.orderLines)
      .values(lines.map((l) => ({ orderId, ...l, status: "ORDERED" as const })))
      .returning({ id: schema.orderLines.id, quantity: schema.orderLines.quantity });
    if (shop.openReturn) {
      const [ret] = await tx
        .insert(schema.returns)
        .values({ orderId, clientId, status: "REQUESTED", createdAt: date(shop.openReturn.createdAt) })
        .returning({ id: schema.returns.id });
      await tx.insert(schema.returnLines).values(
        lineRows.slice(0, shop.openReturn.lines).map((l) => ({
          returnId: ret!.id,
          orderLineId: l.id,
          quantity: l.quantity,
          reason: shop.openReturn!.reason,
        })),
      );
    }
    await tx.insert(schema.shipments).values({
      orderId,
      carrier: "mondial_relay",
      status: "DELIVERED",
      trackingNumber: `MR${String(orderId).padStart(10, "0")}`,
      shippedAt: date(shop.createdAt),
      deliveredAt: date(shop.deliveredAt),
    });
    await tx.insert(schema.payments).values({
      orderId,
      provider: "sandbox",
      platform: "card_via_sandbox",
      paymentMethodId,
      status: "SUCCEEDED",
      amountCents: items + shipping,
      idempotencyKey: `seed-order-${orderId}`,
      externalId: `sandbox_seed_${orderId}`,
      createdAt: date(shop.createdAt),
    });
  }

  // Ledgers: balances accumulate in order.
  const boxOrderId = [...orderByReference].find(([key]) => key.startsWith("box-"))?.[1] ?? null;
  if (account.wallet.length > 0) {
    let balance = 0;
    await tx.insert(schema.walletTransactions).values(
      account.wallet.map((w) => {
        balance += w.amountCents;
        return {
          clientId,
          amountCents: w.amountCents,
          balanceAfterCents: balance,
          kind: w.kind,
          reference: w.reference,
          orderId: w.kind === "ORDER_PAYMENT" ? boxOrderId : null,
          createdAt: date(w.createdAt),
        };
      }),
    );
  }
  if (account.loyalty.length > 0) {
    let balance = 0;
    await tx.insert(schema.loyaltyLedger).values(
      account.loyalty.map((l) => {
        balance += l.points;
        return {
          clientId,
          points: l.points,
          balanceAfterPoints: balance,
          reason: l.reason,
          reference: l.reference,
          orderId: l.reference.startsWith("box-")
            ? boxOrderId
            : l.reference.startsWith("shop-")
              ? (orderByReference.get("shop-0") ?? null)
              : null,
          createdAt: date(l.createdAt),
        };
      }),
    );
  }
  if (account.referrals.length > 0) {
    await tx.insert(schema.referrals).values(
      account.referrals.map((r) => ({
        godfatherClientId: clientId,
        godsonEmail: r.godsonEmail,
        status: r.status,
        rewardCents: r.rewardCents,
        rewardedAt: r.status === "REWARDED" ? date(r.createdAt) : null,
        createdAt: date(r.createdAt),
      })),
    );
  }
  if (account.newsletter.length > 0) {
    await tx.insert(schema.newsletterSubscribers).values(
      account.newsletter.map((list) => ({
        email: account.email,
        list,
        source: list === "WOMAN" ? "Footer HP Femme" : "Footer HP",
        locale: account.locale,
        clientId,
        createdAt: date(account.createdAt),
      })),
    );
  }
}

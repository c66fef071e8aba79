/**
 * Littlegeste (issue 28, decision 0048): a family's labels and what each of its pieces earned;
 * operations receive a parcel by its label's number and grade its pieces, which credits the
 * family's wallet once per piece and lists each resellable piece as its own shop variant.
 */
import { and, asc, count, desc, eq, gte, inArray, isNull, ne, sql } from "drizzle-orm";
import { sizeRank } from "#domain/catalogue.js";
import { GARMENT_KINDS, isGarmentType, type GarmentType } from "#domain/garments.js";
import {
  BLOCKED_TITLES,
  isResellable,
  labelNumber,
  labelRefusal,
  monthStart,
  pieceCredit,
  resalePrice,
  type Grade,
  type PriceGrid,
} from "#domain/littlegeste.js";
import type { ContentLocale, LocalizedText } from "#domain/locales.js";
import { KID_GENDERS, type Gender } from "#domain/profiles.js";
import type { AppDatabase, Db } from "../../db/client.js";
import {
  addresses,
  brands,
  clients,
  collectionProducts,
  orders,
  productVariants,
  products,
  recycleLabels,
  resaleItems,
  returns,
  shopCollections,
  walletTransactions,
  type AddressSnapshot,
  type Client,
  type RecycleLabel,
} from "../../db/schema/index.js";
import type { PostalAddress } from "../../lib/pdf.js";
import { ApiError } from "../../plugins/errors.js";
import { adjustStock } from "../catalogue/index.js";
import { moveWallet } from "../checkout-money/index.js";
import { enqueueMail } from "../scheduler/index.js";
import { creditGrantedMail, labelCreatedMail, parcelReceivedMail, type Family } from "./mails.js";

export type LittlegesteConfig = { labelsPerMonth: number; creditPercent: number; priceGrid: PriceGrid };

/** The shop collection resold pieces are listed in. */
export const RESALE_COLLECTION = {
  slug: "seconde-main",
  name: { fr: "Seconde main", de: "Second Hand", nl: "Tweedehands", es: "Segunda mano", en: "Second-hand" },
  description: {
    fr: "Des vêtements choisis par d'autres familles, contrôlés un par un par notre équipe : chaque pièce est unique.",
    de: "Kleidung, die andere Familien ausgesucht haben, von unserem Team Stück für Stück geprüft: jedes Teil ist ein Einzelstück.",
    nl: "Kleding die andere gezinnen kozen, stuk voor stuk door ons team gecontroleerd: elk stuk is uniek.",
    es: "Prendas elegidas por otras familias y revisadas una a una por nuestro equipo: cada pieza es única.",
    en: "Clothes other families chose, checked one by one by our team: each piece is one of a kind.",
  },
} as const satisfies { slug: string; name: LocalizedText; description: LocalizedText };

const notFound = () => ApiError.notFound("Label not found");

function family(client: Client, storefrontUrl: string): Family {
  return { to: client.email, locale: client.locale, firstname: client.firstname, storefrontUrl };
}

/** The labels a client created since the first of the month (cancelled ones do not count). */
async function labelsThisMonth(db: Db, clientId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recycleLabels)
    .where(
      and(
        eq(recycleLabels.clientId, clientId),
        gte(recycleLabels.createdAt, monthStart(now)),
        ne(recycleLabels.status, "CANCELLED"),
        // A box's return parcel is not a label the family asked for
        isNull(recycleLabels.returnId),
      ),
    );
  return row?.n ?? 0;
}

/** The client's shipping address of that id (404 another's). */
async function ownAddress(db: Db, clientId: number, addressId: number) {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.clientId, clientId), eq(addresses.kind, "shipping")));
  if (!row) throw ApiError.notFound("Address not found");
  return row;
}

/** Whether the client may create a label now, and the month's count (for the pages). */
export async function eligibility(db: AppDatabase, client: Client, config: LittlegesteConfig, now = new Date()) {
  const used = await labelsThisMonth(db, client.id, now);
  const country = client.defaultShippingAddressId
    ? (await ownAddress(db, client.id, client.defaultShippingAddressId)).countryCode
    : client.country;
  const refusal = labelRefusal({
    country,
    labelsThisMonth: used,
    labelsPerMonth: config.labelsPerMonth,
    blocked: client.fraudLabel !== null,
  });
  return { refusal, labels_this_month: used, labels_per_month: config.labelsPerMonth };
}

export type NewLabel = { address_id: number; pickup: boolean; bags: number; contents?: string | undefined };

/**
 * Creates a label from one of the client's addresses, under the client row's lock so two tabs
 * cannot pass the month's limit together. The same label sent again within a minute (a double
 * submit) answers the one created. Refusals are 409 problems titled as §8 says ("Country not
 * supported") with the reason as their type.
 */
export async function createLabel(
  db: AppDatabase,
  client: Client,
  body: NewLabel,
  deps: { config: LittlegesteConfig; storefrontUrl: string },
  now = new Date(),
): Promise<{ id: number; created: boolean }> {
  return db.transaction(async (tx) => {
    await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, client.id)).for("update");
    const address = await ownAddress(tx, client.id, body.address_id);
    const contents = body.contents?.trim() || null;
    const [twin] = await tx
      .select({ id: recycleLabels.id })
      .from(recycleLabels)
      .where(
        and(
          eq(recycleLabels.clientId, client.id),
          eq(recycleLabels.addressId, address.id),
          eq(recycleLabels.status, "CREATED"),
          eq(recycleLabels.bags, body.bags),
          eq(recycleLabels.pickup, body.pickup),
          contents === null ? sql`${recycleLabels.contents} is null` : eq(recycleLabels.contents, contents),
          gte(recycleLabels.createdAt, new Date(now.getTime() - 60_000)),
        ),
      );
    if (twin) return { id: twin.id, created: false };
    const refusal = labelRefusal({
      country: address.countryCode,
      labelsThisMonth: await labelsThisMonth(tx, client.id, now),
      labelsPerMonth: deps.config.labelsPerMonth,
      blocked: client.fraudLabel !== null,
    });
    if (refusal) throw ApiError.conflict(refusal, BLOCKED_TITLES[refusal]);
    const { firstname, lastname, street, complement, postcode, city, countryCode, phone } = address;
    const snapshot: AddressSnapshot = { firstname, lastname, street, complement, postcode, city, countryCode, phone };
    const [label] = await tx
      .insert(recycleLabels)
      .values({
        clientId: client.id,
        addressId: address.id,
        address: snapshot,
        carrier: "colissimo",
        pickup: body.pickup,
        bags: body.bags,
        contents,
      })
      .returning();
    const number = labelNumber(label!.id);
    await enqueueMail(
      tx as AppDatabase,
      `littlegeste-label:${label!.id}`,
      labelCreatedMail(family(client, deps.storefrontUrl), number, `/infos/littlegeste/${label!.id}/label.pdf`),
    );
    return { id: label!.id, created: true };
  });
}

type PieceRow = typeof resaleItems.$inferSelect;

function pieceOut(piece: PieceRow, locale: ContentLocale) {
  const type = isGarmentType(piece.garmentType) ? piece.garmentType : null;
  return {
    id: piece.id,
    description: piece.description,
    garment_type: type,
    garment_name: type ? GARMENT_KINDS[type].name[locale] : null,
    brand: piece.brandName,
    size: piece.size,
    barcode: piece.barcode,
    grade: piece.grade,
    status: piece.status,
    price: piece.priceCents === null ? null : piece.priceCents / 100,
    earned: (piece.payoutCents ?? 0) / 100,
    vat_scheme: piece.vatScheme,
    variant_id: piece.variantId,
    sold_at: piece.soldAt?.toISOString() ?? null,
  };
}

function labelOut(label: RecycleLabel, pieces: PieceRow[], locale: ContentLocale) {
  return {
    id: label.id,
    number: labelNumber(label.id),
    status: label.status,
    carrier: label.carrier,
    pickup: label.pickup,
    bags: label.bags,
    contents: label.contents,
    address: {
      firstname: label.address.firstname,
      lastname: label.address.lastname,
      street: label.address.street,
      complement: label.address.complement,
      postcode: label.address.postcode,
      city: label.address.city,
      country_code: label.address.countryCode,
    },
    return_id: label.returnId,
    cancel_reason: label.cancelReason,
    cancelled_at: label.cancelledAt?.toISOString() ?? null,
    created_at: label.createdAt.toISOString(),
    received_at: label.receivedAt?.toISOString() ?? null,
    processed_at: label.processedAt?.toISOString() ?? null,
    pieces: pieces.map((piece) => pieceOut(piece, locale)),
    earned: pieces.reduce((sum, piece) => sum + (piece.payoutCents ?? 0), 0) / 100,
  };
}
export type LabelOut = ReturnType<typeof labelOut>;

async function piecesOf(db: Db, labelIds: number[]): Promise<Map<number, PieceRow[]>> {
  const byLabel = new Map<number, PieceRow[]>();
  if (labelIds.length === 0) return byLabel;
  const rows = await db
    .select()
    .from(resaleItems)
    .where(inArray(resaleItems.recycleLabelId, labelIds))
    .orderBy(asc(resaleItems.id));
  for (const row of rows) byLabel.set(row.recycleLabelId, [...(byLabel.get(row.recycleLabelId) ?? []), row]);
  return byLabel;
}

/** The client's labels, newest first, with their pieces and what they earned. */
export async function listLabels(db: AppDatabase, client: Client) {
  const labels = await db
    .select()
    .from(recycleLabels)
    .where(eq(recycleLabels.clientId, client.id))
    .orderBy(desc(recycleLabels.id));
  const pieces = await piecesOf(
    db,
    labels.map((l) => l.id),
  );
  const items = labels.map((label) => labelOut(label, pieces.get(label.id) ?? [], client.locale));
  return { items, earned: items.reduce((sum, item) => sum + Math.round(item.earned * 100), 0) / 100 };
}

/** One of the client's labels (another client's: 404). */
export async function clientLabel(db: AppDatabase, client: Client, id: number) {
  const [label] = await db
    .select()
    .from(recycleLabels)
    .where(and(eq(recycleLabels.id, id), eq(recycleLabels.clientId, client.id)));
  if (!label) throw notFound();
  return label;
}

export async function clientLabelOut(db: AppDatabase, client: Client, id: number) {
  const label = await clientLabel(db, client, id);
  return labelOut(label, (await piecesOf(db, [id])).get(id) ?? [], client.locale);
}

/** The family as the label's sender. */
export function sender(label: RecycleLabel, client: Client): PostalAddress {
  const a = label.address;
  return {
    name: [a.firstname, a.lastname].filter(Boolean).join(" ") || [client.firstname, client.lastname].join(" ").trim(),
    street: a.street,
    complement: a.complement,
    postcode: a.postcode,
    city: a.city,
    country: a.countryCode,
  };
}

// ── Operations ──────────────────────────────────────────────────────────────────────────────────
async function labelForStaff(db: Db, id: number, lock = false) {
  const query = db
    .select({ label: recycleLabels, client: clients })
    .from(recycleLabels)
    .innerJoin(clients, eq(clients.id, recycleLabels.clientId))
    .where(eq(recycleLabels.id, id));
  const [row] = lock ? await query.for("update", { of: recycleLabels }) : await query;
  if (!row) throw notFound();
  return row;
}

/** A label as operations see it: the family, its state and its pieces (in French for staff). */
export async function staffLabelOut(db: AppDatabase, id: number, locale: ContentLocale) {
  const { label, client } = await labelForStaff(db, id);
  return {
    ...labelOut(label, (await piecesOf(db, [id])).get(id) ?? [], locale),
    client: { id: client.id, email: client.email, firstname: client.firstname, lastname: client.lastname },
  };
}

/**
 * The parcel arrived: CREATED (or SHIPPED) becomes RECEIVED and the family is told, once. A
 * parcel scanned again changes nothing; a cancelled label is a 409.
 */
export async function receiveParcel(db: AppDatabase, id: number, storefrontUrl: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { label, client } = await labelForStaff(tx, id, true);
    if (label.status === "CANCELLED") throw ApiError.conflict("LABEL_CANCELLED", "This label was cancelled");
    if (label.status !== "CREATED" && label.status !== "SHIPPED") return;
    await tx.update(recycleLabels).set({ status: "RECEIVED", receivedAt: new Date() }).where(eq(recycleLabels.id, id));
    await enqueueMail(
      tx as AppDatabase,
      `littlegeste-received:${id}`,
      parcelReceivedMail(family(client, storefrontUrl), labelNumber(id)),
    );
  });
}

/**
 * Staff cancel a label the family will not use (decision 0052), with a reason the family sees:
 * only while CREATED (a parcel on its way or received is not cancelled), under the label's lock.
 * Cancelling it again changes nothing; the month's count no longer counts it.
 */
export async function cancelLabel(db: AppDatabase, id: number, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { label } = await labelForStaff(tx, id, true);
    if (label.status === "CANCELLED") return;
    if (label.status !== "CREATED") {
      throw ApiError.conflict("NOT_CANCELLABLE", "Only a label whose parcel has not been received can be cancelled");
    }
    await tx
      .update(recycleLabels)
      .set({ status: "CANCELLED", cancelReason: reason, cancelledAt: new Date() })
      .where(eq(recycleLabels.id, id));
  });
}

/**
 * Outgrown clothes found in a box's return parcel (decision 0052): the return gets its own
 * littlegeste row (no label printed, `return_id` set), RECEIVED at once and the family told, so
 * its pieces are graded and credited as any littlegeste parcel's. One row per return, under the
 * return's lock: asked again, it answers the same row. Only a box's return; answers the row's id.
 */
export async function openBoxReturnParcel(db: AppDatabase, returnId: number, storefrontUrl: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ ret: returns, order: orders, client: clients })
      .from(returns)
      .innerJoin(orders, eq(orders.id, returns.orderId))
      .innerJoin(clients, eq(clients.id, returns.clientId))
      .where(eq(returns.id, returnId))
      .for("update", { of: returns });
    if (!found) throw ApiError.notFound("No such return");
    const { ret, order, client } = found;
    if (order.kind !== "BOX") throw ApiError.conflict("NOT_A_BOX", "Only a box's return parcel holds outgrown clothes");
    if (ret.status === "CANCELLED") throw ApiError.conflict("RETURN_CANCELLED", "This return was cancelled");
    const [open] = await tx
      .select({ id: recycleLabels.id })
      .from(recycleLabels)
      .where(eq(recycleLabels.returnId, returnId));
    if (open) return open.id;
    const address =
      order.shippingAddress ??
      (client.defaultShippingAddressId ? await ownAddress(tx, client.id, client.defaultShippingAddressId) : null);
    if (!address) throw ApiError.conflict("NO_ADDRESS", "The family has no address to record the parcel from");
    const { firstname, lastname, street, complement, postcode, city, countryCode, phone } = address;
    const now = new Date();
    const [row] = await tx
      .insert(recycleLabels)
      .values({
        clientId: client.id,
        returnId,
        addressId: order.shippingAddressId,
        address: { firstname, lastname, street, complement, postcode, city, countryCode, phone },
        carrier: ret.carrier ?? order.carrier ?? "colissimo",
        status: "RECEIVED",
        receivedAt: now,
      })
      .returning({ id: recycleLabels.id });
    await enqueueMail(
      tx as AppDatabase,
      `littlegeste-received:${row!.id}`,
      parcelReceivedMail(family(client, storefrontUrl), labelNumber(row!.id), true),
    );
    return row!.id;
  });
}

export type GradedPiece = {
  grade: Grade;
  garment_type?: GarmentType | undefined;
  brand?: string | undefined;
  size?: string | undefined;
  description?: string | undefined;
  barcode?: string | undefined;
  gender?: Gender | undefined;
};

/** The shop piece an EAN names (a piece we sold first), with its brand, size, type and look. */
async function soldPiece(db: Db, ean: string) {
  const [row] = await db
    .select({
      productId: products.id,
      brandId: products.brandId,
      brandName: brands.name,
      size: productVariants.size,
      garmentType: products.garmentType,
      genders: products.genders,
      name: products.cleanName,
      priceCents: products.lcPriceCents,
      shape: products.shape,
      color: products.color,
      pattern: products.pattern,
      season: products.season,
      details: products.details,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(eq(productVariants.ean, ean.trim()));
  return row;
}

/** The brand of that name (any case), created unpublished when we do not sell it. */
async function brandNamed(db: Db, name: string): Promise<number> {
  const [found] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(sql`lower(${brands.name}) = lower(${name})`);
  if (found) return found.id;
  const base = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  const [created] = await db
    .insert(brands)
    .values({ slug: `${base || "marque"}-${Date.now().toString(36)}`, name, isPublished: false })
    .returning({ id: brands.id });
  return created!.id;
}

/** The "seconde main" collection, created the first time a piece is listed. */
async function resaleCollection(db: Db): Promise<number> {
  await db
    .insert(shopCollections)
    .values({ ...RESALE_COLLECTION, profileType: "KID" })
    .onConflictDoNothing({ target: shopCollections.slug });
  const [row] = await db
    .select({ id: shopCollections.id })
    .from(shopCollections)
    .where(eq(shopCollections.slug, RESALE_COLLECTION.slug));
  return row!.id;
}

/**
 * Credits the family's wallet for one piece: the movement's reference is the piece's, unique per
 * client and kind, and the piece keeps the movement (unique too), so a piece is credited once.
 */
async function creditPiece(tx: Db, clientId: number, itemId: number, cents: number) {
  const reference = `resale-item:${itemId}`;
  await moveWallet(tx, { clientId, amountCents: cents, kind: "RESALE_PAYOUT", reference });
  const [movement] = await tx
    .select({ id: walletTransactions.id })
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.clientId, clientId),
        eq(walletTransactions.kind, "RESALE_PAYOUT"),
        eq(walletTransactions.reference, reference),
      ),
    );
  await tx.update(resaleItems).set({ walletTransactionId: movement!.id }).where(eq(resaleItems.id, itemId));
}

const BLANK_FIELD = "Brand, size and garment type are required for a piece we did not sell";

/**
 * Grades a received parcel's pieces in one transaction holding the label: each piece is recorded
 * with its grade and details (a piece we sold is recognised by its EAN and its details filled
 * in), each resellable one becomes a product of the "seconde main" collection with one variant
 * of stock 1 (margin VAT scheme) and earns the family its share of the grid's price, credited to
 * the wallet under the piece's reference (written once). The label ends PROCESSED; a label
 * already graded (a second submission, two operators at once) is a 409 and credits nothing more.
 */
export async function gradeParcel(
  db: AppDatabase,
  id: number,
  pieces: GradedPiece[],
  deps: { config: LittlegesteConfig; storefrontUrl: string; staffId?: number | undefined },
) {
  return db.transaction(async (tx) => {
    const { label, client } = await labelForStaff(tx, id, true);
    if (label.status === "PROCESSED") throw ApiError.conflict("ALREADY_GRADED", "This parcel was already graded");
    if (label.status !== "RECEIVED") throw ApiError.conflict("NOT_RECEIVED", "Receive the parcel before grading it");
    let credited = 0;
    let creditedPieces = 0;
    const errors: Record<string, string[]> = {};
    // The details first, all of them checked before anything is written
    const details = await Promise.all(
      pieces.map(async (piece, index) => {
        const known = piece.barcode ? await soldPiece(tx, piece.barcode) : undefined;
        const type = piece.garment_type ?? known?.garmentType;
        const brand = piece.brand?.trim() || known?.brandName;
        const size = piece.size?.trim() || known?.size;
        if (!type || !brand || !size) errors[`pieces.${index}`] = [BLANK_FIELD];
        return { piece, known, type: type!, brand: brand!, size: size! };
      }),
    );
    if (Object.keys(errors).length > 0) throw ApiError.badRequest(BLANK_FIELD, errors);
    const collectionId = details.some((d) => isResellable(d.piece.grade)) ? await resaleCollection(tx) : null;
    for (const { piece, known, type, brand, size } of details) {
      const price = resalePrice(deps.config.priceGrid, type, piece.grade);
      const credit = pieceCredit(price, deps.config.creditPercent);
      const garment = GARMENT_KINDS[type];
      const description = piece.description?.trim() || `${garment.name[client.locale]} ${brand}`;
      const [item] = await tx
        .insert(resaleItems)
        .values({
          recycleLabelId: id,
          description,
          brandName: brand,
          size,
          garmentType: type,
          barcode: piece.barcode?.trim() || null,
          grade: piece.grade,
          status: price
            ? "LISTED"
            : piece.grade === "REFUSED"
              ? "REJECTED"
              : piece.grade === "RECYCLED"
                ? "RECYCLED"
                : "RECEIVED",
          priceCents: price,
          payoutCents: credit,
          vatScheme: "MARGIN",
        })
        .returning();
      if (!price || !collectionId) continue;
      const name = Object.fromEntries(
        Object.entries(garment.name).map(([locale, word]) => [locale, `${word} ${brand}`]),
      ) as LocalizedText;
      const [product] = await tx
        .insert(products)
        .values({
          reference: `LG-${item!.id}`,
          brandId: known?.brandId ?? (await brandNamed(tx, brand)),
          name,
          cleanName: name,
          lcPriceCents: price,
          // A piece we sold shows what it cost new, crossed out
          retailPriceCents: known && known.priceCents > price ? known.priceCents : null,
          metaCategory: garment.meta,
          category: garment.category,
          genders: piece.gender ? [piece.gender] : (known?.genders ?? [...KID_GENDERS]),
          label: "second_hand",
          garmentType: type,
          shape: known?.shape ?? garment.shape,
          ...(known
            ? { color: known.color, pattern: known.pattern, season: known.season, details: known.details }
            : {}),
          isShop: true,
          // Offered by the styling engine only through its own rule (decision 0048)
          isSuggestion: false,
        })
        .returning({ id: products.id });
      const [variant] = await tx
        .insert(productVariants)
        .values({ productId: product!.id, size, sizeRank: sizeRank(size), stock: 0, lowStockThreshold: 0 })
        .returning({ id: productVariants.id });
      await adjustStock(tx, variant!.id, 1, {
        kind: "adjusted",
        reason: `littlegeste ${labelNumber(id)}`,
        staffMemberId: deps.staffId ?? null,
      });
      await tx.insert(collectionProducts).values({ collectionId, productId: product!.id });
      await tx.update(resaleItems).set({ variantId: variant!.id }).where(eq(resaleItems.id, item!.id));
      if (credit > 0) await creditPiece(tx, client.id, item!.id, credit);
      credited += credit;
      creditedPieces += credit > 0 ? 1 : 0;
    }
    await tx
      .update(recycleLabels)
      .set({ status: "PROCESSED", processedAt: new Date() })
      .where(eq(recycleLabels.id, id));
    if (credited > 0) {
      await enqueueMail(
        tx as AppDatabase,
        `littlegeste-credited:${id}`,
        creditGrantedMail(family(client, deps.storefrontUrl), creditedPieces, credited),
      );
    }
    return { credited_pieces: creditedPieces, credited: credited / 100 };
  });
}

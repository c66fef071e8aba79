/**
 * A client's shipping and billing addresses and its default of each kind. Every read and write is
 * scoped by client and kind: another client's address (or one of the other kind) is not found.
 */
import { and, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { AppDatabase, Db, Tx } from "../../db/client.js";
import { addresses, clients, type Address, type NewAddress } from "../../db/schema/index.js";
import type { AddressKind } from "#domain/addresses.js";
import { addressOut } from "../clients/index.js";
import type { SavedAddress } from "./schemas.js";

/** Enough for every home, office and relative; keeps a script from filling the table. */
export const MAX_ADDRESSES_PER_KIND = 20;

const defaultColumn = (kind: AddressKind) =>
  kind === "shipping" ? clients.defaultShippingAddressId : clients.defaultBillingAddressId;

export type AddressValues = Pick<
  NewAddress,
  "firstname" | "lastname" | "street" | "complement" | "postcode" | "city" | "countryCode" | "phone"
>;

function savedAddress(row: Address, defaultId: number | null): SavedAddress {
  return { ...addressOut(row), kind: row.kind, is_default: row.id === defaultId };
}

async function defaultId(db: Db, clientId: number, kind: AddressKind): Promise<number | null> {
  const [row] = await db
    .select({ id: defaultColumn(kind) })
    .from(clients)
    .where(eq(clients.id, clientId))
    .limit(1);
  return row?.id ?? null;
}

export async function findAddress(db: Db, clientId: number, kind: AddressKind, id: number) {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.clientId, clientId), eq(addresses.kind, kind)))
    .limit(1);
  return row;
}

/** The default first, then the newest. */
export async function listAddresses(db: AppDatabase, clientId: number, kind: AddressKind): Promise<SavedAddress[]> {
  const [rows, current] = await Promise.all([
    db
      .select()
      .from(addresses)
      .where(and(eq(addresses.clientId, clientId), eq(addresses.kind, kind)))
      .orderBy(desc(addresses.createdAt), desc(addresses.id)),
    defaultId(db, clientId, kind),
  ]);
  return rows.map((row) => savedAddress(row, current)).sort((a, b) => Number(b.is_default) - Number(a.is_default));
}

/** Makes the address the client's default of its kind, when `condition` (if any) holds. */
async function setDefault(tx: Tx, clientId: number, kind: AddressKind, id: number, condition?: SQL) {
  await tx
    .update(clients)
    .set(kind === "shipping" ? { defaultShippingAddressId: id } : { defaultBillingAddressId: id })
    .where(and(eq(clients.id, clientId), condition));
}

/** Returns undefined when the client already has MAX_ADDRESSES_PER_KIND of this kind. */
export async function createAddress(
  db: AppDatabase,
  clientId: number,
  kind: AddressKind,
  values: AddressValues,
  makeDefault: boolean,
): Promise<SavedAddress | undefined> {
  return db.transaction(async (tx) => {
    // The client row is locked so two simultaneous creations count, and pick the default, one at a time
    await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).for("update");
    const [{ n } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(addresses)
      .where(and(eq(addresses.clientId, clientId), eq(addresses.kind, kind)));
    if (n >= MAX_ADDRESSES_PER_KIND) return undefined;
    const [row] = await tx
      .insert(addresses)
      .values({ ...values, clientId, kind })
      .returning();
    if (!row) throw new Error("address insert returned nothing");
    // The first address of a kind becomes the default
    await setDefault(tx, clientId, kind, row.id, makeDefault ? undefined : isNull(defaultColumn(kind)));
    return savedAddress(row, await defaultId(tx, clientId, kind));
  });
}

/** Returns undefined when the client has no such address of this kind. */
export async function updateAddress(
  db: AppDatabase,
  clientId: number,
  kind: AddressKind,
  id: number,
  changes: Partial<AddressValues>,
  makeDefault: boolean,
): Promise<SavedAddress | undefined> {
  return db.transaction(async (tx) => {
    const own = await findAddress(tx, clientId, kind, id);
    if (!own) return undefined;
    const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    const [row] =
      Object.keys(defined).length > 0
        ? await tx.update(addresses).set(defined).where(eq(addresses.id, id)).returning()
        : [own];
    if (!row) return undefined;
    if (makeDefault) await setDefault(tx, clientId, kind, id);
    return savedAddress(row, await defaultId(tx, clientId, kind));
  });
}

/**
 * Deletes the address (orders keep their own copy). When it was the default, the newest address
 * left of the same kind takes its place, so a client with addresses always has a default.
 */
export async function deleteAddress(db: AppDatabase, clientId: number, kind: AddressKind, id: number) {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.clientId, clientId), eq(addresses.kind, kind)))
      .returning({ id: addresses.id });
    if (deleted.length === 0) return false;
    // The foreign key emptied the default if it pointed here
    const [newest] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.clientId, clientId), eq(addresses.kind, kind)))
      .orderBy(desc(addresses.createdAt), desc(addresses.id))
      .limit(1);
    if (newest) await setDefault(tx, clientId, kind, newest.id, isNull(defaultColumn(kind)));
    return true;
  });
}

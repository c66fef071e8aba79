/**
 * Column helpers shared by every schema file.
 *
 * - `localized(name)`: a jsonb column holding one text per content locale (fr, de, nl, es, en),
 *   paired with `localizedCheck(table, column)` that makes PostgreSQL refuse a value missing a locale.
 * - `createdAt()` / `updatedAt()`: timestamptz columns defaulting to now(); updatedAt is also set
 *   by Drizzle on every update issued through the query builder.
 * - `id()`: the identity primary key used by every table (ids appear in URLs, e.g. /{kidId}/malle).
 */
import { sql, type SQL } from "drizzle-orm";
import { check, customType, integer, jsonb, timestamp, type PgColumn } from "drizzle-orm/pg-core";
import { CONTENT_LOCALES, type LocalizedText } from "#domain/locales.js";

/** `ARRAY['fr','de','nl','es','en']`, built from the shared list so the check follows it. */
const localeArray: SQL = sql.raw(`array[${CONTENT_LOCALES.map((l) => `'${l}'`).join(",")}]`);

/** Identity primary key (`integer generated always as identity`). */
export const id = () => integer("id").primaryKey().generatedAlwaysAsIdentity();

/** A text stored once per content locale: `{ fr, de, nl, es, en }`. */
export const localized = (name: string) => jsonb(name).$type<LocalizedText>();

/**
 * CHECK, named `<table>_<column>_locales`, that a localized column is a JSON object carrying every
 * content locale. A NULL value passes (nullability is decided by the column itself).
 * Use in a table's extra config: `(t) => [localizedCheck("products", t.name)]`.
 */
export const localizedCheck = (table: string, column: PgColumn) =>
  check(`${table}_${column.name}_locales`, sql`jsonb_typeof(${column}) = 'object' and ${column} ?& ${localeArray}`);

/** `timestamptz not null default now()`. */
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** `timestamptz not null default now()`, refreshed by Drizzle on update. */
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** A nullable timestamptz (for *_at event columns). */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** Raw bytes (PGlite gives a Uint8Array, postgres-js a Buffer: both become a Buffer). */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/** Shipping and billing addresses of a client. Orders keep a snapshot, so rows can be deleted. */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { clients } from "./clients.js";
import { createdAt, id, updatedAt } from "./columns.js";
import type { CountryCode } from "#domain/locales.js";
import { addressKindEnum, countryCodeEnum } from "./enums.js";

export const addresses = pgTable(
  "addresses",
  {
    id: id(),
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    kind: addressKindEnum("kind").notNull(),
    /** Recipient; the client's own name when null. */
    firstname: text("firstname"),
    lastname: text("lastname"),
    street: text("street").notNull(),
    /** Building, floor, company… (optional second line). */
    complement: text("complement"),
    postcode: text("postcode").notNull(),
    city: text("city").notNull(),
    countryCode: countryCodeEnum("country_code").notNull(),
    phone: text("phone").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("addresses_client_id_kind_idx").on(t.clientId, t.kind),
    check(
      "addresses_required_not_blank",
      sql`btrim(${t.street}) <> '' and btrim(${t.postcode}) <> '' and btrim(${t.city}) <> '' and btrim(${t.phone}) <> ''`,
    ),
  ],
);
export type Address = typeof addresses.$inferSelect;
export type NewAddress = typeof addresses.$inferInsert;

/** The address copy kept on orders and labels. */
export type AddressSnapshot = {
  firstname: string | null;
  lastname: string | null;
  street: string;
  complement: string | null;
  postcode: string;
  city: string;
  countryCode: CountryCode;
  phone: string;
};

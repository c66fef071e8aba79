/**
 * Columns this module needs that the shared schema (api/src/db/schema/clients.ts) may not have
 * yet: clients.phone, clients.locale_chosen and connect_as_audit.ip. Each is used when present and
 * skipped otherwise (reads answer null/false; writes leave it out), so the module runs on either
 * version of the schema. Drizzle ignores keys that are not columns of the table.
 */
import { getTableColumns } from "drizzle-orm";
import { clients, connectAsAudit, type Client } from "../../db/schema/index.js";

const clientColumns: Record<string, unknown> = getTableColumns(clients);
const auditColumns: Record<string, unknown> = getTableColumns(connectAsAudit);

export const optionalColumns = {
  clientPhone: "phone" in clientColumns,
  clientLocaleChosen: "localeChosen" in clientColumns,
  auditIp: "ip" in auditColumns,
} as const;

type ClientExtras = { phone?: string | null; localeChosen?: boolean | null };

export function clientPhone(client: Client): string | null {
  return (client as Client & ClientExtras).phone ?? null;
}

export function clientLocaleChosen(client: Client): boolean {
  return (client as Client & ClientExtras).localeChosen ?? false;
}

import { hasInvoice } from "#domain/invoice.js";
import type { components } from "~/generated/api-schema";
import { useTranslation } from "~/i18n";
import { useLocalizedHref } from "~/lib/links";

type Order = components["schemas"]["Order"];

/** A paid shop order's or box's invoice: a plain link to its PDF (the resource route invoice-pdf.ts). */
export function InvoiceLink({ order }: { order: Order }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  if (!hasInvoice({ kind: order.kind, status: order.status, paidAt: order.paid_at })) return null;
  return (
    <p className="order__invoice">
      <a href={href(`/infos/orders/${order.id}/invoice.pdf`)} type="application/pdf">
        {t("orders.invoice")}
      </a>
    </p>
  );
}

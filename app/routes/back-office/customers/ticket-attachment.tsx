import { requireStaff } from "../staff.server";
import type { Route } from "./+types/ticket-attachment";

/**
 * /back-office/customers/tickets/{ticketId}/attachments/{attachmentId} (reply:ticket): a reply's
 * file, fetched from the API (which reads it from the database) with the staff member's token.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const staff = await requireStaff({ request, context }, "reply:ticket");
  const id = Number(params.ticketId);
  const attachmentId = Number(params.attachmentId);
  if (!Number.isInteger(id) || id <= 0 || !Number.isInteger(attachmentId) || attachmentId <= 0) {
    throw new Response("Not Found", { status: 404 });
  }
  const { data: bytes, response } = await staff.api.GET("/admin/tickets/{id}/attachments/{attachmentId}", {
    params: { path: { id, attachmentId } },
    parseAs: "arrayBuffer",
  });
  if (!bytes) throw new Response(response.statusText, { status: response.status >= 500 ? 502 : response.status });
  return new Response(bytes, {
    headers: {
      "content-type": response.headers.get("content-type") ?? "application/octet-stream",
      "content-disposition": response.headers.get("content-disposition") ?? "attachment",
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}

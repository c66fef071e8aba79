import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** The customers section's pages (issue 25, decision 0044), paths relative to /back-office. */
export const customersRoutes: RouteConfigEntry[] = [
  route("customers", "routes/back-office/customers/search.tsx"),
  route("customers/tickets", "routes/back-office/customers/tickets.tsx"),
  route("customers/tickets/:ticketId", "routes/back-office/customers/ticket.tsx"),
  route("customers/tickets/:ticketId/attachments/:attachmentId", "routes/back-office/customers/ticket-attachment.tsx"),
  route("customers/:clientId", "routes/back-office/customers/client.tsx"),
];

import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** The administrator's pages (staff, roles, audit; codes and gift cards), paths relative to /back-office. */
export const adminRoutes: RouteConfigEntry[] = [
  route("staff", "routes/back-office/admin/staff.tsx"),
  route("staff/roles", "routes/back-office/admin/roles.tsx"),
  route("staff/:id", "routes/back-office/admin/staff-member.tsx"),
  route("audit", "routes/back-office/admin/audit.tsx"),
  route("codes", "routes/back-office/admin/codes.tsx"),
  route("codes/:codeId", "routes/back-office/admin/codes-detail.tsx"),
  route("gift-cards", "routes/back-office/admin/gift-cards.tsx"),
  route("gift-cards/:cardId", "routes/back-office/admin/gift-cards-detail.tsx"),
];

import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** The administrator's pages (staff, roles, audit; codes and gift cards), paths relative to /back-office. */
export const adminRoutes: RouteConfigEntry[] = [
  route("staff", "routes/back-office/admin/staff.tsx"),
  route("staff/roles", "routes/back-office/admin/roles.tsx"),
  route("staff/:id", "routes/back-office/admin/staff-member.tsx"),
  route("audit", "routes/back-office/admin/audit.tsx"),
];

import { index, route, type RouteConfigEntry } from "@react-router/dev/routes";
import { BACK_OFFICE_LAYOUT_ID } from "../../lib/paths";
import { adminRoutes } from "./admin/routes";
import { contentRoutes } from "./content/routes";
import { customersRoutes } from "./customers/routes";
import { operationsRoutes } from "./operations/routes";
import { quizRoutes } from "./quiz/routes";
import { workbenchRoutes } from "./workbench/routes";

/**
 * The back-office (issue 25, decision 0045): one address in every language (/back-office, never
 * /de/back-office), under its layout, which signs the staff member in and gives its texts. Each
 * section lists its own pages, paths relative to /back-office.
 */
export const backOfficeRoutes: RouteConfigEntry[] = [
  route("back-office", "routes/back-office/layout.tsx", { id: BACK_OFFICE_LAYOUT_ID }, [
    index("routes/back-office/dashboard.tsx"),
    route("login", "routes/back-office/login.tsx"),
    route("logout", "routes/back-office/logout.tsx"),
    route("language", "routes/back-office/language.tsx"),
    route("account", "routes/back-office/account.tsx"),
    ...workbenchRoutes,
    ...operationsRoutes,
    ...customersRoutes,
    ...adminRoutes,
    ...contentRoutes,
    ...quizRoutes,
    route("*", "routes/back-office/not-found.tsx"),
  ]),
];

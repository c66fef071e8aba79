import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** The operations section's pages (decision 0042), paths relative to /back-office. */
export const operationsRoutes: RouteConfigEntry[] = [
  route("operations", "routes/back-office/operations/parcels.tsx"),
  route("operations/returns", "routes/back-office/operations/returns.tsx"),
  route("operations/returns/:id", "routes/back-office/operations/return.tsx"),
  route("operations/stock", "routes/back-office/operations/stock.tsx"),
  route("operations/stock/:id", "routes/back-office/operations/ledger.tsx"),
  route("operations/littlegeste", "routes/back-office/operations/littlegeste-scan.tsx"),
  route("operations/littlegeste/:number", "routes/back-office/operations/littlegeste.tsx"),
  route("operations/:kind/:id", "routes/back-office/operations/parcel.tsx"),
];

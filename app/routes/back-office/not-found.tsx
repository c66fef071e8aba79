import { data } from "react-router";
import { requireStaff } from "./staff.server";
import type { Route } from "./+types/not-found";

/** An unknown back-office address: signed-in staff get the 404 in the back-office's chrome. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args);
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}

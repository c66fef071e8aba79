import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { backOfficeApi, endStaffSession } from "./staff.server";

/** Sign-out is a post (a link could be followed by a prefetch): the refresh token is revoked too. */
export async function action({ context }: Route.ActionArgs) {
  const api = backOfficeApi(context);
  const refreshToken = endStaffSession(context);
  if (refreshToken) await api.DELETE("/staff/token", { body: { refresh_token: refreshToken } });
  throw redirect("/back-office/login");
}

export function loader() {
  throw redirect("/back-office");
}

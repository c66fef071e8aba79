import { redirect } from "react-router";
import { getRequestContext } from "~/lib/context.server";
import { guard } from "~/lib/guards.server";
import { localizePath } from "~/lib/paths";
import { loadProfiles } from "~/lib/profiles.server";
import { profilePath } from "~/lib/profiles";
import type { Route } from "./+types/profil";

/**
 * /profil: the active profile's page (§2: the profile the pages are about), or the only one;
 * with several profiles and none chosen, the list of profiles.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "signed-up");
  const profiles = await loadProfiles(ctx);
  const activeId = ctx.session.get("active_profile_id");
  const target = profiles.find((p) => p.id === activeId) ?? (profiles.length === 1 ? profiles[0] : undefined);
  throw redirect(localizePath(target ? profilePath(target) : "/infos/kids", ctx.language));
}

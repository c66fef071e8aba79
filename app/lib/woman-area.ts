import type { UIMatch } from "react-router";

type ProfileData = { profile?: { profile_type?: string } | null };

/**
 * §2: a route is in the women's area if its path contains "woman", or if the profile it edits
 * (per-kid and profile routes put it in their loader data as `profile`) is a WOMAN profile.
 */
export function isWomanArea(pathname: string, matches: readonly UIMatch[]): boolean {
  if (pathname.includes("woman")) return true;
  return matches.some((match) => (match.data as ProfileData | undefined)?.profile?.profile_type === "WOMAN");
}

/** §5: a tracking identifier is GTM- or G- followed by upper-case letters or digits. */
const TRACKING_ID = /^(GTM|G)-[A-Z0-9]+$/;

/** Returns the id when valid, undefined when unset; throws for anything else (§5 "an error is raised"). */
export function validateTrackingId(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!TRACKING_ID.test(value)) throw new Error(`Invalid tracking id: ${value}`);
  return value;
}

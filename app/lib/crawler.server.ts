import { isbot } from "isbot";
import { createTtlMap } from "./ttl-map.server";

/**
 * isbot's verdicts by User-Agent, remembered an hour: a page asked it twice (the request's
 * middleware, then the document's render), and its expression over the header was 1.4 % of a
 * page's CPU; visitors send few distinct headers.
 */
const verdicts = createTtlMap<boolean>({ ttlMs: 3_600_000, maxEntries: 1_000 });

/** Whether the User-Agent is a crawler's (isbot), remembered per header. */
export function isCrawler(userAgent: string | null): boolean {
  if (!userAgent) return isbot(userAgent);
  let verdict = verdicts.get(userAgent);
  if (verdict === undefined) {
    verdict = isbot(userAgent);
    verdicts.set(userAgent, verdict);
  }
  return verdict;
}

/**
 * Town names for a postcode (§7 third-party calls), suggested while an address is typed:
 * - France: the official communes data shipped in @etalab/decoupage-administratif, or the French
 *   address service (GET /communes?codePostal=…&fields=nom&format=json) when its URL is configured;
 * - other countries: GeoNames (GET /postalCodeLookupJSON, maxRows 40, §9) when an account is
 *   configured, else none.
 * A service that fails or does not answer in time throws; the route reports it and answers an
 * empty list (§8 "postcode lookup failure: returns nothing, reported").
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { z } from "zod";
import type { CountryCode } from "#domain/locales.js";
import type { Config } from "../../config.js";

/** §9: geo-names maxRows 40. */
export const GEONAMES_MAX_ROWS = 40;

type TownConfig = Pick<Config, "frenchAddressApiUrl" | "geonamesUrl" | "geonamesUsername" | "townLookupTimeoutMs">;

const CommuneSchema = z.object({
  nom: z.string(),
  type: z.string().optional(),
  codesPostaux: z.array(z.string()).optional(),
});
const FrenchServiceAnswer = z.array(z.object({ nom: z.string() }));
const GeonamesAnswer = z.object({
  postalcodes: z.array(z.object({ placeName: z.string() })).optional(),
  /** GeoNames reports its own errors (unknown user, credits spent…) with a 200 and a status. */
  status: z.object({ message: z.string(), value: z.number().optional() }).optional(),
});

function sortedUnique(names: Iterable<string>): string[] {
  return [...new Set(names)].sort((a, b) => a.localeCompare(b, "fr"));
}

let communesIndex: Promise<Map<string, string[]>> | undefined;

/**
 * Postcode → names of the current communes (like the French address service, which leaves out
 * former and delegated communes). Read once, on the first French lookup: the file is ~10 MB.
 */
function frenchCommunes(): Promise<Map<string, string[]>> {
  communesIndex ??= (async () => {
    const file = createRequire(import.meta.url).resolve("@etalab/decoupage-administratif/data/communes.json");
    const communes = z.array(CommuneSchema).parse(JSON.parse(await readFile(file, "utf8")));
    const byPostcode = new Map<string, Set<string>>();
    for (const commune of communes) {
      if (commune.type !== "commune-actuelle") continue;
      for (const postcode of commune.codesPostaux ?? []) {
        const names = byPostcode.get(postcode) ?? new Set<string>();
        names.add(commune.nom);
        byPostcode.set(postcode, names);
      }
    }
    return new Map([...byPostcode].map(([postcode, names]) => [postcode, sortedUnique(names)]));
  })();
  // A failed read is not kept, so the next lookup tries again
  communesIndex.catch(() => (communesIndex = undefined));
  return communesIndex;
}

async function getJson(url: URL, timeoutMs: number): Promise<unknown> {
  const response = await fetch(url, {
    headers: { accept: "application/json" },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`${url.origin}${url.pathname} answered ${response.status}`);
  return response.json();
}

/** A base URL with a path appended, keeping any path the base already has (…/geo + /communes). */
function serviceUrl(base: string, path: string, query: Record<string, string>): URL {
  const url = new URL(`${base.replace(/\/+$/, "")}${path}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url;
}

export class TownFinder {
  /** Answers of the outside services, kept a day: GeoNames counts credits per hour. */
  private readonly cache = new Map<string, { at: number; towns: string[] }>();
  private static readonly CACHE_TTL_MS = 24 * 3600 * 1000;
  private static readonly CACHE_SIZE = 2000;

  constructor(private readonly config: TownConfig) {}

  /** Towns for a valid, normalised postcode; throws when a configured service fails. */
  async find(country: CountryCode, postcode: string): Promise<string[]> {
    if (country === "FR" && !this.config.frenchAddressApiUrl) {
      return (await frenchCommunes()).get(postcode) ?? [];
    }
    if (country !== "FR" && !this.config.geonamesUsername) return [];
    const key = `${country}:${postcode}`;
    const hit = this.cache.get(key);
    if (hit && Date.now() - hit.at < TownFinder.CACHE_TTL_MS) return hit.towns;
    const towns = country === "FR" ? await this.frenchService(postcode) : await this.geonames(country, postcode);
    if (this.cache.size >= TownFinder.CACHE_SIZE) this.cache.delete(this.cache.keys().next().value ?? "");
    this.cache.set(key, { at: Date.now(), towns });
    return towns;
  }

  private async frenchService(postcode: string): Promise<string[]> {
    const url = serviceUrl(this.config.frenchAddressApiUrl ?? "", "/communes", {
      codePostal: postcode,
      fields: "nom",
      format: "json",
    });
    const answer = FrenchServiceAnswer.parse(await getJson(url, this.config.townLookupTimeoutMs));
    return sortedUnique(answer.map((commune) => commune.nom));
  }

  private async geonames(country: CountryCode, postcode: string): Promise<string[]> {
    const url = serviceUrl(this.config.geonamesUrl, "/postalCodeLookupJSON", {
      postalcode: postcode,
      country,
      maxRows: String(GEONAMES_MAX_ROWS),
      username: this.config.geonamesUsername ?? "",
    });
    const answer = GeonamesAnswer.parse(await getJson(url, this.config.townLookupTimeoutMs));
    if (answer.status) throw new Error(`GeoNames: ${answer.status.message}`);
    return sortedUnique((answer.postalcodes ?? []).map((place) => place.placeName));
  }
}

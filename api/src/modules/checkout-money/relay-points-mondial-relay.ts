/**
 * Mondial Relay's relay-point search (decision 0029): the SOAP call WSI4_PointRelais_Recherche of
 * its web service (https://api.mondialrelay.com/Web_Services.asmx), which its REST API does not
 * offer. Every call is signed: Security is the upper-case MD5 of every parameter's value in the
 * order the service signs them, followed by the private key (ISO-8859-1 bytes); any other order
 * is refused with STAT 97. The answer lists PointRelais_Details with space-padded texts, the
 * distance in metres and four "HHMM" times a day (two periods, "0000" when closed).
 */
import { createHash } from "node:crypto";
import type { RelayPointsConfig } from "../../config.js";
import type { RelayPointCountry } from "#domain/checkout.js";
import {
  RelayPointSearchFailed,
  type OpeningDay,
  type RelayCarrier,
  type RelayPoint,
  type RelayPointSearch,
  type RelayPointSource,
} from "./relay-points.js";

/** The merchant code ("enseigne", padded to 8 characters when sent), the private key, the endpoint. */
export type MondialRelayConfig = NonNullable<RelayPointsConfig["mondialRelay"]>;
const NAMESPACE = "http://www.mondialrelay.fr/webservice/";
const METHOD = "WSI4_PointRelais_Recherche";
const DAYS = ["Lundi", "Mardi", "Mercredi", "Jeudi", "Vendredi", "Samedi", "Dimanche"] as const;

/** The parameters in the order Mondial Relay signs them, with Security last. */
export function signedSearchParameters(
  config: Pick<MondialRelayConfig, "enseigne" | "privateKey">,
  query: { country: string; postcode: string; limit: number },
): [string, string][] {
  const params: [string, string][] = [
    ["Enseigne", config.enseigne.padEnd(8)],
    ["Pays", query.country],
    ["NumPointRelais", ""],
    ["Ville", ""],
    ["CP", query.postcode],
    ["Latitude", ""],
    ["Longitude", ""],
    ["Taille", ""],
    ["Poids", ""],
    // 24R: delivery to a relay point, the parcel size of a clothing order
    ["Action", "24R"],
    ["DelaiEnvoi", "0"],
    ["RayonRecherche", ""],
    ["TypeActivite", ""],
    ["NACE", ""],
    ["NombreResultats", String(query.limit)],
  ];
  const chain = params.map(([, value]) => value).join("") + config.privateKey;
  const security = createHash("md5").update(Buffer.from(chain, "latin1")).digest("hex").toUpperCase();
  return [...params, ["Security", security]];
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[char]!);

const unescapeXml = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#[0-9]+|lt|gt|amp|quot|apos);/gi, (_, entity: string) => {
    const named: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };
    if (entity[0] !== "#") return named[entity.toLowerCase()] ?? "";
    const code = entity[1] === "x" || entity[1] === "X" ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
    return String.fromCodePoint(code);
  });

function envelope(params: [string, string][]): string {
  const fields = params.map(([name, value]) => `<${name}>${escapeXml(value)}</${name}>`).join("");
  return `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><${METHOD} xmlns="${NAMESPACE}">${fields}</${METHOD}></soap:Body></soap:Envelope>`;
}

/** The text of each child element named `name` (the answer is flat, so a pattern reads it). */
function elements(xml: string, name: string): string[] {
  const pattern = new RegExp(`<(?:[A-Za-z0-9_]+:)?${name}(?:\\s[^>]*)?>([\\s\\S]*?)</(?:[A-Za-z0-9_]+:)?${name}>`, "g");
  return [...xml.matchAll(pattern)].map((match) => match[1]!);
}
const text = (xml: string, name: string) => unescapeXml(elements(xml, name)[0] ?? "").trim();

/** "0930" → "09:30"; "0000" (no period) → null. */
function clock(hhmm: string): string | null {
  if (!/^\d{4}$/.test(hhmm) || hhmm === "0000") return null;
  return `${hhmm.slice(0, 2)}:${hhmm.slice(2)}`;
}

function openingHours(point: string): OpeningDay[] {
  return DAYS.flatMap((name, index) => {
    const block = elements(point, `Horaires_${name}`)[0];
    if (block === undefined) return [];
    const times = elements(block, "string").map((value) => value.trim());
    const periods: OpeningDay["periods"] = [];
    for (let i = 0; i + 1 < times.length; i += 2) {
      const [opens, closes] = [clock(times[i]!), clock(times[i + 1]!)];
      if (opens && closes) periods.push({ opens, closes });
    }
    return periods.length ? [{ day: (index + 1) as OpeningDay["day"], periods }] : [];
  });
}

/** Mondial Relay's points, ids written "<country>-<Num>" (Num is unique per country only). */
export function readSearchAnswer(xml: string, country: RelayPointCountry): RelayPoint[] {
  const stat = text(xml, "STAT");
  if (stat !== "0") throw new RelayPointSearchFailed(`Mondial Relay answered STAT ${stat || "(none)"}`);
  return elements(xml, "PointRelais_Details").map((point) => {
    const street = [text(point, "LgAdr3"), text(point, "LgAdr4")].filter(Boolean).join(", ");
    const distance = Number(text(point, "Distance").replace(",", "."));
    return {
      id: `${country}-${text(point, "Num")}`,
      name: [text(point, "LgAdr1"), text(point, "LgAdr2")].filter(Boolean).join(" "),
      street,
      postcode: text(point, "CP"),
      city: text(point, "Ville"),
      countryCode: country,
      distanceM: Number.isFinite(distance) ? Math.round(distance) : 0,
      openingHours: openingHours(point),
    };
  });
}

export class MondialRelaySearch implements RelayPointSource {
  constructor(private readonly config: MondialRelayConfig) {}

  async search({ country, postcode, limit }: RelayPointSearch): Promise<RelayPoint[]> {
    let response: Response;
    try {
      response = await fetch(this.config.url, {
        method: "POST",
        headers: { "content-type": "text/xml; charset=utf-8", soapaction: `"${NAMESPACE}${METHOD}"` },
        // "L-1661", "1012 LG": the service takes the bare characters
        body: envelope(
          signedSearchParameters(this.config, {
            country,
            postcode: postcode.toUpperCase().replace(/^L-/, "").replace(/\s+/g, ""),
            limit,
          }),
        ),
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
    } catch (error) {
      throw new RelayPointSearchFailed(`Mondial Relay did not answer: ${(error as Error).name}`);
    }
    // The body of an error may echo the credentials: only its status is kept
    if (!response.ok) throw new RelayPointSearchFailed(`Mondial Relay answered HTTP ${response.status}`);
    return readSearchAnswer(await response.text(), country);
  }

  /** Only the web service knows its points: not asked while an order is being written. */
  describe(_carrier: RelayCarrier, _country: RelayPointCountry, _id: string): undefined {
    return undefined;
  }
}

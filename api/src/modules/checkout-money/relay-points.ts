/**
 * The relay-point finder (decision 0029): one interface over the carriers' relay-point searches.
 * Mondial Relay's web service answers for its network when its credentials are configured; every
 * other case (no credentials, Hermes and InPost, which have no adapter yet) is the demo list of
 * relay-points-demo.ts, like the sandbox stands in for the payment providers.
 */
import type { Carrier, RelayPointCountry } from "#domain/checkout.js";
import { DEMO_RELAY_POINTS, roughPosition, type DemoRelayPoint } from "./relay-points-demo.js";
import type { RelayPointsConfig } from "../../config.js";
import type { RelayPointSnapshot } from "../../db/schema/index.js";
import { MondialRelaySearch } from "./relay-points-mondial-relay.js";

export type RelayCarrier = Exclude<Carrier, "colissimo">;

/** Opening periods of one day, "HH:MM" local time; a day without periods is closed. */
export type OpeningDay = { day: 1 | 2 | 3 | 4 | 5 | 6 | 7; periods: { opens: string; closes: string }[] };

export type RelayPoint = {
  id: string;
  name: string;
  street: string;
  postcode: string;
  city: string;
  countryCode: RelayPointCountry;
  /** Metres from the searched postcode. */
  distanceM: number;
  /** ISO weekdays, Monday = 1. */
  openingHours: OpeningDay[];
};

export type RelayPointSearch = { carrier: RelayCarrier; country: RelayPointCountry; postcode: string; limit: number };

/** A carrier's relay-point search. */
export interface RelayPointSource {
  search(query: RelayPointSearch): Promise<RelayPoint[]>;
  /**
   * The point's name and address when that is known without leaving the process (the demo list),
   * null when it is not one of the carrier's; undefined when only the carrier's service could say.
   */
  describe(carrier: RelayCarrier, country: RelayPointCountry, id: string): RelayPointSnapshot | null | undefined;
}

/** Raised when a carrier's service fails or times out: the API answers 503, never 500. */
export class RelayPointSearchFailed extends Error {}

const EARTH_RADIUS_M = 6_371_000;

function metresBetween(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h));
}

/**
 * A small deterministic spread (150–1 050 m) from the postcode and the point, so the points of the
 * searched town do not all read "0 m" and the same search always answers the same distances.
 */
function spread(postcode: string, id: string): number {
  let hash = 0;
  for (const char of `${postcode}|${id}`) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return 150 + (hash % 900);
}

/** The demo list: the carrier's points in the country, nearest first from the postcode's rough position. */
export class DemoRelayPoints implements RelayPointSource {
  async search({ carrier, country, postcode, limit }: RelayPointSearch): Promise<RelayPoint[]> {
    const from = roughPosition(country, postcode);
    return DEMO_RELAY_POINTS.filter((point) => point.carrier === carrier && point.countryCode === country)
      .map((point) => demoOut(point, Math.round(metresBetween(from, point) + spread(postcode, point.id))))
      .sort((a, b) => a.distanceM - b.distanceM || a.id.localeCompare(b.id))
      .slice(0, limit);
  }

  describe(carrier: RelayCarrier, country: RelayPointCountry, id: string): RelayPointSnapshot | null {
    const point = DEMO_RELAY_POINTS.find((p) => p.carrier === carrier && p.countryCode === country && p.id === id);
    return point ? { name: point.name, street: point.street, postcode: point.postcode, city: point.city } : null;
  }
}

function demoOut(point: DemoRelayPoint, distanceM: number): RelayPoint {
  const { id, name, street, postcode, city, countryCode, openingHours } = point;
  return { id, name, street, postcode, city, countryCode, distanceM, openingHours };
}

/** Each carrier's source: its web service when configured, else the demo list. */
export class RelayPointFinder implements RelayPointSource {
  private readonly demo = new DemoRelayPoints();
  private readonly sources: Partial<Record<RelayCarrier, RelayPointSource>>;

  constructor(config: RelayPointsConfig) {
    this.sources = config.mondialRelay ? { mondial_relay: new MondialRelaySearch(config.mondialRelay) } : {};
  }

  private source(carrier: RelayCarrier): RelayPointSource {
    return this.sources[carrier] ?? this.demo;
  }

  search(query: RelayPointSearch): Promise<RelayPoint[]> {
    return this.source(query.carrier).search(query);
  }

  describe(carrier: RelayCarrier, country: RelayPointCountry, id: string): RelayPointSnapshot | null | undefined {
    return this.source(carrier).describe(carrier, country, id);
  }
}

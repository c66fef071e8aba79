/**
 * Display names of the carriers of §9 (brand names, not translated). Apart from checkout.ts, whose
 * money rules a page naming a carrier (an account's box on its way, a return) does not need in
 * the browser (decision 0066).
 */
import type { Carrier } from "./checkout";

export const CARRIER_NAMES: Readonly<Record<Carrier, string>> = {
  colissimo: "Colissimo",
  mondial_relay: "Mondial Relay",
  hermes: "Hermes",
  inpost: "InPost",
};

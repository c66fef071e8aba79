// Which proxies' X-Forwarded-* headers are believed, read the same way by the storefront's server
// (TRUST_PROXY, express's "trust proxy") and the API (API_TRUST_PROXY, Fastify's trustProxy),
// which both take a boolean, a hop count or a list of addresses, CIDRs and names (decision 0036).

/**
 * "true" (any proxy), "false" or empty (none), a hop count ("1"), else the comma-separated list
 * as it is ("loopback", "10.0.0.0/8, 192.0.2.7").
 * @param {string} value
 * @returns {boolean | number | string}
 */
export function trustProxySetting(value) {
  const text = value.trim();
  if (text === "" || text === "false") return false;
  if (text === "true") return true;
  return /^\d+$/.test(text) ? Number(text) : text;
}

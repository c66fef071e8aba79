/**
 * Who a request is for (decision 0036): `request.visitor`, the address every per-visitor limit
 * counts by. Shoppers reach the API through the storefront server, so the socket's address is the
 * storefront's; the storefront names the visitor, and the API believes it only from the storefront:
 *
 * - through a trusted proxy (API_TRUST_PROXY, Fastify's trustProxy): `request.ip` is then the
 *   address the storefront put in X-Forwarded-For, and anyone else's X-Forwarded-For is ignored;
 * - or with STOREFRONT_SECRET: X-Visitor-Address signed by X-Visitor-Signature (HMAC-SHA256 of the
 *   address with the secret), for a storefront on another network whose address is not stable.
 *
 * An IPv6 visitor counts by its /64 network: one household is given a /64, and counting every
 * address of it apart would let one visitor pass any limit.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyRequest {
    /** The visitor's address (an IPv6 one as its /64 network): what per-visitor limits count. */
    readonly visitor: string;
  }
}

export const VISITOR_ADDRESS_HEADER = "x-visitor-address";
export const VISITOR_SIGNATURE_HEADER = "x-visitor-signature";

/** The signature the storefront sends with a visitor's address (hex HMAC-SHA256). */
export function visitorSignature(secret: string, address: string): string {
  return createHmac("sha256", secret).update(address, "utf8").digest("hex");
}

/** An IPv6 address's /64 network ("2001:db8:1:2::/64"); IPv4 (and IPv4-mapped IPv6) as it is. */
export function visitorKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head = "", tail] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  // A trailing dotted IPv4 part ("64:ff9b::192.0.2.1") stands for two groups
  const dotted = address.includes(".") ? 1 : 0;
  const missing = 8 - left.length - right.length - dotted;
  const groups = [...left, ...Array<string>(Math.max(0, missing)).fill("0"), ...right];
  const network = groups.slice(0, 4).map((group) => Number.parseInt(group || "0", 16).toString(16));
  return `${network.join(":")}::/64`;
}

function signedAddress(request: FastifyRequest, secret: string): string | undefined {
  const address = request.headers[VISITOR_ADDRESS_HEADER];
  const signature = request.headers[VISITOR_SIGNATURE_HEADER];
  if (typeof address !== "string" || typeof signature !== "string") return undefined;
  if (!isIPv4(address) && !isIPv6(address)) return undefined;
  const expected = Buffer.from(visitorSignature(secret, address), "hex");
  const given = Buffer.from(signature, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected) ? address : undefined;
}

export const visitorPlugin = fp<{ storefrontSecret: string | undefined }>(async (app, { storefrontSecret }) => {
  app.decorateRequest("visitor", {
    getter(this: FastifyRequest) {
      const signed = storefrontSecret ? signedAddress(this, storefrontSecret) : undefined;
      return visitorKey(signed ?? this.ip);
    },
  });
});

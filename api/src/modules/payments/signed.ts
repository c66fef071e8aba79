/** Compact signed tokens (payload.base64url + HMAC-SHA256) for the sandbox's sessions and results. */
import { createHmac, timingSafeEqual } from "node:crypto";

function mac(secret: string, data: string): string {
  return createHmac("sha256", secret).update(data).digest("base64url");
}

export function signToken(secret: string, payload: object): string {
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return `${body}.${mac(secret, body)}`;
}

/** The payload when the signature matches, else null. */
export function readToken<T>(secret: string, token: string): T | null {
  const [body, signature, extra] = token.split(".");
  if (!body || !signature || extra !== undefined) return null;
  if (!safeEqual(signature, mac(secret, body))) return null;
  try {
    return JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as T;
  } catch {
    return null;
  }
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** `t=<unix seconds>,v1=<hex HMAC of "t.body">`, the scheme Stripe uses, for sandbox webhooks. */
export function webhookSignature(secret: string, rawBody: Buffer | string, timestamp: number): string {
  const v1 = createHmac("sha256", secret).update(`${timestamp}.`).update(rawBody).digest("hex");
  return `t=${timestamp},v1=${v1}`;
}

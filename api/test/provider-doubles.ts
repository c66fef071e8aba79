/** Local HTTP doubles of the payment providers' APIs (no network), shared by the payment tests. */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { PaymentsConfig } from "../src/config.js";

export type DoubleRequest = { method: string; path: string; headers: IncomingMessage["headers"]; body: string };

/** A local HTTP double: answers by "METHOD /path", and keeps every request it received. */
export async function startDouble(answer: (request: DoubleRequest) => [number, unknown]) {
  const received: DoubleRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const request = {
        method: req.method ?? "GET",
        path: req.url ?? "/",
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      };
      received.push(request);
      const [status, body] = answer(request);
      res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The payments configuration of a test app using a real provider's adapter. */
function gatewayConfig(extra: Partial<PaymentsConfig>): PaymentsConfig {
  return {
    provider: "sandbox",
    apiPublicUrl: "http://localhost:4000",
    sandboxSecret: "s".repeat(32),
    pageMinutes: 60,
    ...extra,
  };
}

/** Adyen's test HMAC key of the webhook fixtures. */
export const ADYEN_HMAC_KEY = "44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056";

/** A test app paying through Adyen, whose Checkout API is the double at `doubleUrl`. */
export function adyenConfig(doubleUrl: string): PaymentsConfig {
  return gatewayConfig({
    provider: "adyen",
    adyen: {
      apiKey: "AQE_test_key",
      merchantAccount: "LaMalleECOM",
      hmacKey: ADYEN_HMAC_KEY,
      environment: "TEST",
      checkoutEndpoint: `${doubleUrl}/v72`,
    },
  });
}

/** A test app paying cards through Stripe, whose API is the double at `doubleUrl`. */
export function stripeConfig(doubleUrl: string, webhookSecret: string): PaymentsConfig {
  return gatewayConfig({
    provider: "stripe",
    stripe: { secretKey: "sk_test_double", webhookSecret, apiBase: doubleUrl },
  });
}

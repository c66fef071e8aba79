import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { bundledTranslations } from "~/locales/bundled.server";
import { unavailablePage } from "~/lib/unavailable.server";
// @ts-expect-error: a plain ES module of the production server, without types
import { apiGate } from "../../scripts/api-gate.mjs";

/**
 * Issue point 9: the storefront started before the API (or with the API down) answers a 503 page
 * in the visitor's language with Retry-After and a self-reload, never a 500; once the API's /ready
 * answers, the pages are served. The "API" is a real HTTP server on a port that refuses
 * connections until it is started, as when `npm start` runs both services at once.
 */

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

async function listen(server: Server, port = 0): Promise<number> {
  servers.push(server);
  await new Promise<void>((done) => server.listen(port, "127.0.0.1", done));
  return (server.address() as AddressInfo).port;
}

/** A free port, closed again: nothing listens there until the test starts the API on it. */
async function freePort(): Promise<number> {
  const server = createServer();
  const port = await listen(server);
  servers.splice(servers.indexOf(server), 1);
  await new Promise((done) => server.close(done));
  return port;
}

const startApi = (port: number, ready = true) =>
  listen(
    createServer((request, response) => {
      response.statusCode = request.url === "/ready" && ready ? 200 : 503;
      response.end();
    }),
    port,
  );

/** The storefront: the gate in front of pages that fail when the API does not answer, as loaders do. */
async function startStorefront(apiPort: number) {
  const gate = apiGate({ readinessUrl: `http://127.0.0.1:${apiPort}/ready`, page: unavailablePage });
  const server = createServer((request, response) =>
    gate(request, response, async () => {
      const api = await fetch(`http://127.0.0.1:${apiPort}/health`).catch(() => undefined);
      response.statusCode = api ? 200 : 500;
      response.end(api ? "<h1>page</h1>" : "<h1>error</h1>");
    }),
  );
  return `http://127.0.0.1:${await listen(server)}`;
}

describe("the storefront before the API is ready", () => {
  it("answers 503 in the prefix's language with Retry-After and a reload, never 500", async () => {
    const apiPort = await freePort();
    const site = await startStorefront(apiPort);

    for (const [path, language] of [
      ["/de/infos", "de"],
      ["/nl/shop", "nl"],
      ["/es", "es"],
      ["/", "fr"],
    ] as const) {
      const response = await fetch(`${site}${path}`);
      expect(response.status, path).toBe(503);
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toContain(`<html lang="${language}">`);
      expect(html).toContain(bundledTranslations[language]["error.starting_title"]);
      expect(html).toContain(bundledTranslations[language]["error.starting_message"]);
      expect(html).toMatch(/<meta http-equiv="refresh" content="\d+">/);
    }
  });

  it("speaks the visitor's language on the unprefixed site: language cookie, then Accept-Language", async () => {
    const site = await startStorefront(await freePort());
    const byHeader = await fetch(`${site}/shop`, { headers: { "accept-language": "nl-BE,nl;q=0.9,en;q=0.5" } });
    expect(await byHeader.text()).toContain('<html lang="nl">');
    const byCookie = await fetch(`${site}/shop`, { headers: { cookie: "lang=es", "accept-language": "de" } });
    expect(await byCookie.text()).toContain('<html lang="es">');
    const unknown = await fetch(`${site}/shop`, { headers: { "accept-language": "ja" } });
    expect(await unknown.text()).toContain('<html lang="fr">');
  });

  it("waits for /ready, not for the port: an API whose database does not answer yet is not ready", async () => {
    const apiPort = await freePort();
    await startApi(apiPort, false);
    const site = await startStorefront(apiPort);
    expect((await fetch(`${site}/de`)).status).toBe(503);
  });

  it("serves the pages once the API is ready, and the 503 page again if it goes away", async () => {
    const apiPort = await freePort();
    const site = await startStorefront(apiPort);
    expect((await fetch(`${site}/de`)).status).toBe(503);

    await startApi(apiPort);
    const page = await fetch(`${site}/de`);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe("<h1>page</h1>");

    // The API stops: the one request that was already under way fails, the next ones wait again
    const apiServer = servers.pop()!;
    apiServer.closeAllConnections();
    await new Promise((done) => apiServer.close(done));
    expect((await fetch(`${site}/de`)).status).toBe(500);
    const again = await fetch(`${site}/de`);
    expect(again.status).toBe(503);
    expect(again.headers.get("retry-after")).not.toBeNull();
  });
});

#!/usr/bin/env node
// The storefront's production server: what @react-router/serve does (compression, immutable
// assets, public files, request log), except that the request log never shows a query string.
// Reset links (?token=), connect-as links (?connect-as-access-token=) and payment returns carry
// secrets there, and logs must not hold them. Behind TLS-terminating proxies (TRUST_PROXY), the
// visitor's protocol, host and address are the ones the proxy forwards (decision 0036).
// STOREFRONT_WORKERS (default: one per core) runs that many copies of this server under node:cluster
// (scripts/workers.mjs, decision 0053); 1 runs it in this process alone.
import cluster from "node:cluster";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import morgan from "morgan";
import { apiGate } from "./api-gate.mjs";
import { compressedAssets } from "./compressed-assets.mjs";
import { languageBuilds } from "./language-builds.mjs";
import { acceptsGzip, pageCache } from "./page-cache.mjs";
import { trustProxySetting } from "./trust-proxy.mjs";
import { superviseWorkers, workerCount } from "./workers.mjs";

const port = Number(process.env.PORT ?? 3000);
/** A path naming a file: its last segment has an extension (/assets/entry-abc.js, /favicon.svg). */
const FILE_PATH = /\.[^/]+$/;
const workers = cluster.isPrimary ? workerCount(process.env.STOREFRONT_WORKERS) : 1;
if (workers > 1) superviseWorkers({ count: workers, port });
else await serve();

async function serve() {
  const buildPath = path.resolve(process.argv[2] ?? "build/server/index.js");
  const build = await import(pathToFileURL(buildPath).href);
  const assets = path.resolve(path.dirname(buildPath), "..", "client");

  morgan.token("path", (request) => (request.originalUrl ?? request.url ?? "").split("?")[0]);

  const app = express();
  app.disable("x-powered-by");
  // A proxy on this machine by default: behind it, React Router sees the https URL the browser
  // posted to (its origin check of actions) and req.ip is the visitor (decision 0036)
  app.set("trust proxy", trustProxySetting(process.env.TRUST_PROXY ?? "loopback"));
  // Brotli at quality 3 and gzip at level 3, not the package's 4 and 6: under a crowd the storefront's
  // CPU is the limit, and these compress a page 2–3 times faster for 4–7 % more bytes (decision 0065)
  app.use(compression({ level: 3, brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3 } } }));
  // Files are looked for only for a path that names one (an extension): a page's path would cost
  // three failed file-system lookups on every request (decision 0057)
  const files = (serve) => (request, response, next) =>
    FILE_PATH.test(request.path) ? serve(request, response, next) : next();
  // The build's scripts and stylesheets compressed once each and kept, at higher levels (decision 0070)
  app.use("/assets", files(compressedAssets(path.join(assets, "assets"))));
  app.use("/assets", files(express.static(path.join(assets, "assets"), { immutable: true, maxAge: "1y" })));
  app.use(files(express.static(assets)));
  app.use(files(express.static("public", { maxAge: "1h" })));
  app.use(morgan(":method :path :status :res[content-length] - :response-time ms"));
  // Pages wait for the API: a 503 page in the visitor's language until it is ready (issue point 9).
  // The benchmark's bare app has no API to wait for, hence neither export.
  const { apiReadinessUrl, unavailablePage, loadContext, contentFreshMs } = build.entry.module;
  if (apiReadinessUrl) app.use(apiGate({ readinessUrl: apiReadinessUrl, page: unavailablePage }));
  app.use(pageCache({ contentTtlMs: contentFreshMs ?? 0 }));
  // One handler per language prefix and first segment, each over its own routes (decisions 0023,
  // 0054), and one over the whole build for route discovery's manifest requests (decision 0058)
  const { builds, forPath } = languageBuilds(build);
  const handlers = new Map(
    builds.map((part) => [
      part,
      createRequestHandler({
        build: part,
        mode: process.env.NODE_ENV,
        // The visitor's address, passed on to the API so its limits count each visitor apart; whether
        // a document is asked (not a navigation's data), whose render is shared, and whether it may
        // go gzipped (decision 0069). The benchmark's bare app has no such export, nor an API.
        getLoadContext:
          loadContext &&
          ((request) =>
            loadContext(request.ip, {
              document: !request.path.endsWith(".data"),
              gzip: acceptsGzip(request.headers["accept-encoding"]),
            })),
      }),
    ]),
  );
  app.all("*", (request, response, next) => handlers.get(forPath(request.path))(request, response, next));

  const server = app.listen(port, process.env.HOST, () => {
    // A cluster's primary says where the storefront is, once for all its workers
    if (cluster.isPrimary) console.log(`[storefront] http://localhost:${port}`);
  });
  // Stops taking connections and exits once the requests in progress are answered (a worker's
  // channel to the primary would otherwise keep it alive); the primary's SIGTERM may follow a SIGINT
  let closing = false;
  const close = () => {
    if (closing) return;
    closing = true;
    server.close((error) => {
      if (error) console.error(error);
      process.exit(error ? 1 : 0);
    });
  };
  for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, close);
}

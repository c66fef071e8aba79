#!/usr/bin/env node
// A TLS-terminating reverse proxy on loopback in front of the end-to-end storefront, the way a
// deployment puts a load balancer or nginx before Node (decision 0036): it answers https on
// TLS_PORT with a self-signed certificate made at start (openssl), and forwards each request over
// plain http to the storefront on PORT with the upstream's Host, as nginx does by default, and
// X-Forwarded-Proto/-Host/-For. Playwright's webServer runs it beside tests/e2e/server.mjs.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";

const port = Number(process.env.TLS_PORT ?? 5100);
const upstream = { host: "127.0.0.1", port: Number(process.env.PORT ?? 3100) };

/** A certificate for localhost, valid one day, made fresh (nothing secret is kept in the repository). */
function selfSigned() {
  const dir = mkdtempSync(join(tmpdir(), "malle-tls-"));
  try {
    execFileSync(
      "openssl",
      [
        ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost"],
        ...["-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1"],
        ...["-keyout", join(dir, "key.pem"), "-out", join(dir, "cert.pem")],
      ],
      { stdio: "ignore" },
    );
    return { key: readFileSync(join(dir, "key.pem")), cert: readFileSync(join(dir, "cert.pem")) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const server = https.createServer(selfSigned(), (request, response) => {
  const forwardedFor = [request.headers["x-forwarded-for"], request.socket.remoteAddress].filter(Boolean).join(", ");
  const headers = {
    ...request.headers,
    host: `${upstream.host}:${upstream.port}`,
    "x-forwarded-proto": "https",
    "x-forwarded-host": request.headers.host ?? `localhost:${port}`,
    "x-forwarded-for": forwardedFor,
  };
  const forwarded = http.request({ ...upstream, method: request.method, path: request.url, headers }, (answer) => {
    response.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(response);
  });
  forwarded.on("error", () => {
    if (!response.headersSent) response.writeHead(502);
    response.end();
  });
  request.pipe(forwarded);
});

server.listen(port, "127.0.0.1", () =>
  console.log(`TLS proxy: https://localhost:${port} -> http://${upstream.host}:${upstream.port}`),
);
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}

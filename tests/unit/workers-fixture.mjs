// A server under scripts/workers.mjs for tests/unit/workers.test.ts, as scripts/serve.mjs runs the
// storefront: each worker answers its process id, GET /crash makes it exit, and FAIL_AT_START makes
// every worker fail before it listens (a missing build).
import cluster from "node:cluster";
import { createServer } from "node:http";
import { superviseWorkers } from "../../scripts/workers.mjs";

const port = Number(process.env.PORT);
if (cluster.isPrimary) superviseWorkers({ count: 2, port });
else if (process.env.FAIL_AT_START) process.exit(3);
else {
  const server = createServer((request, response) => {
    response.end(String(process.pid));
    if (request.url === "/crash") process.exit(1);
  }).listen(port, "127.0.0.1");
  process.on("SIGTERM", () => server.close(() => process.exit(0)));
}

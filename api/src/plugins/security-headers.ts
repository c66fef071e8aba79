/**
 * helmet's security headers on every answer, its middleware built once at start. @fastify/helmet
 * built it again on every request (parsing the content security policy each time: 4 % of the shop
 * listing's CPU, decision 0060); no route sets helmet options of its own, so one middleware serves all.
 */
import fp from "fastify-plugin";
import helmet, { type HelmetOptions } from "helmet";

export const securityHeadersPlugin = fp<HelmetOptions>(async (app, options) => {
  const apply = helmet(options);
  app.addHook("onRequest", (request, reply, done) =>
    apply(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined)),
  );
});

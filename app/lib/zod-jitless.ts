/**
 * zod probes `new Function` when it builds its first object schema, to compile fast parsers; the
 * Content-Security-Policy allows no eval (decision 0037), so in the browser the probe is reported
 * as a violation. root.tsx imports this first, before any module builds a schema: zod parses
 * without compiling (the forms' schemas are small). It is `z.config({ jitless: true })` written
 * into zod's global configuration object, which zod adopts when it loads
 * (zod-jitless.test.ts checks it): importing zod here put its core in every page's scripts,
 * also the pages without a form (decision 0055).
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

export {};

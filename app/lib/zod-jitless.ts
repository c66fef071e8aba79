/**
 * zod probes `new Function` when it builds its first object schema, to compile fast parsers; the
 * Content-Security-Policy allows no eval (decision 0037), so in the browser the probe is reported
 * as a violation. root.tsx imports this first, before any module builds a schema: zod parses
 * without compiling (the forms' schemas are small).
 */
import { z } from "zod";

z.config({ jitless: true });

/**
 * What a module of the API hands to the process (decision 0040): its name, the Fastify plugin of
 * its routes and the scheduler jobs it brings. Each module's index.ts exports one such object
 * besides its public face (decision 0024); api/src/modules.ts lists them in registration order,
 * and app.ts registers the routes while main.ts hands the jobs to the scheduler, walking that list.
 */
import type { FastifyPluginAsync } from "fastify";
import type { ModuleJobs } from "./scheduler/index.js";

export interface ApiModule {
  name: string;
  /** Registered as it is (no prefix, no options): the paths are written in the module's routes. */
  routes?: FastifyPluginAsync;
  /** The routes exist outside production only (the development mail box). */
  routesOutsideProduction?: boolean;
  /** Job handlers and recurring jobs the scheduler runs (decision 0031). */
  jobs?: ModuleJobs;
}

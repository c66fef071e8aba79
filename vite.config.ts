import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

/** app/locales/{language}/*.json, the shop's texts (the back-office's load with its pages). */
const SHOP_TEXTS = /\/app\/locales\/([a-z]{2})\/(?!back-office)[\w-]+\.json$/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  server: { port: Number(process.env.PORT ?? 3000) },
  build: {
    rolldownOptions: {
      // Rolldown times the plugins on every build and prints a table when they take most of it
      // (React Router's own transforms do): figures for a profiling session, not for every start
      checks: { pluginTimings: false },
      onwarn(warning, warn) {
        // Resource routes (robots, sitemap, towns…) have no browser code, yet React Router gives
        // every route a client chunk: empty by design. Comments in zod's sources that the bundler
        // cannot place are dropped, which is all the warning says. Neither needs anyone's attention.
        if (warning.code === "EMPTY_BUNDLE") return;
        if (warning.code === "INVALID_ANNOTATION" && warning.id?.includes("/node_modules/")) return;
        warn(warning);
      },
      // The browser loads one language's texts, in one file per language (decision 0049)
      output: isSsrBuild
        ? undefined
        : {
            codeSplitting: {
              groups: [
                {
                  name(id: string) {
                    const language = SHOP_TEXTS.exec(id)?.[1];
                    return language ? `texts-${language}` : null;
                  },
                },
              ],
            },
          },
    },
  },
}));

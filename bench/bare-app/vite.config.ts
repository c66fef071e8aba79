import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// The baseline app of npm run bench:shop: the storefront's build plugin, nothing else.
export default defineConfig({ plugins: [reactRouter()] });

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  environments: {
    // The SSR build's entry is the Fastify server itself (DESIGN.md): `node build/server/index.js`
    // serves the API and the pages from one module graph. React Router reads this per-environment
    // input; a top-level `build.rollupOptions.input` is ignored.
    ssr: { build: { rollupOptions: { input: "./server/index.ts" }, target: "node24" } },
    client: { build: { target: "es2022" } },
  },
  plugins: [tailwindcss(), reactRouter()],
});

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  environments: {
    // The SSR build's entry is the Fastify server itself (DESIGN.md): `node build/server/index.js`
    // serves the API and the pages from one module graph. React Router reads this per-environment
    // input; a top-level `build.rollupOptions.input` is ignored.
    ssr: { build: { rollupOptions: { input: "./server/index.ts" }, target: "node24" } },
    client: {
      build: {
        target: "es2022",
        rolldownOptions: {
          // The small shared modules every page needs (the page registry, links, pictures…) in
          // one chunk with what they import, instead of a dozen chunks of a few hundred bytes
          // each: fewer requests before hydration and less per-chunk overhead (decision 060).
          output: {
            codeSplitting: {
              groups: [
                {
                  name: "shell",
                  test: /[\\/](core[\\/](pages|image-variants|pagination|urls)\.ts|app[\\/]components[\\/](CrossIcon|CardLink|LocalLink|SectionHeading|CardSection|Picture|ChipLinks)\.tsx)$/,
                },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [tailwindcss(), reactRouter()],
});

// The production server: Vite's SSR build starts here (vite.config.ts), so the page loaders and
// the API share one module graph and one instance of each service (DESIGN.md).
import "./node-version.ts";
import { start } from "./start.ts";

// Loaded once: resolving the dynamic import on every request showed up in profiles.
const build = await import("virtual:react-router/server-build");

await start({
  getBuild: async () => build,
  mode: "production",
});

// The production server: Vite's SSR build starts here (vite.config.ts), so the page loaders and
// the API share one module graph and one instance of each service (DESIGN.md).
import { start } from "./start.ts";

await start({
  getBuild: () => import("virtual:react-router/server-build"),
  mode: "production",
});

// The production server: Vite's SSR build starts here (vite.config.ts), so the page loaders and
// the API share one module graph and one instance of each service (DESIGN.md).
import "./node-version.ts";

// React and React Router choose their development or production build by NODE_ENV when they
// are first loaded; `npm run serve` sets it, but `node build/server/index.js` alone would render
// every page with React's development build (twice the CPU, issue 12). The server's code is
// loaded only after the default is in place, so the rest of the server (config.ts) and React
// agree on it.
process.env.NODE_ENV ??= "production";
const { start } = await import("./start.ts");

// Loaded once: resolving the dynamic import on every request showed up in profiles.
const build = await import("virtual:react-router/server-build");

await start({
  getBuild: async () => build,
  mode: "production",
});

// `npm run dev`: one process, one port, as in production, with Vite's middleware for hot reload.
// The server modules load through Vite, so loaders and the API share one module graph, and the
// hot-reload WebSocket shares the app's HTTP server instead of opening a port of its own.
import { createServer as createHttpServer } from "node:http";
import { createServer } from "vite";

process.env.NODE_ENV ??= "development";
const httpServer = createHttpServer();
const vite = await createServer({
  server: { middlewareMode: true, hmr: { server: httpServer } },
  appType: "custom",
});
const { start } = (await vite.ssrLoadModule(
  "/server/start.ts",
)) as typeof import("../server/start.ts");
await start({
  getBuild: () => vite.ssrLoadModule("virtual:react-router/server-build") as never,
  mode: "development",
  vite,
  httpServer,
});

import type { IncomingMessage, Server, ServerResponse } from "node:http";
import path from "node:path";
import compress from "@fastify/compress";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { registerApi } from "./api/index.ts";
import type { Config } from "./config.ts";
import { registerAssets } from "./plugins/assets.ts";
import { registerCalendar } from "./plugins/calendar.ts";
import { registerErrorHandling } from "./plugins/errors.ts";
import { registerHealth } from "./plugins/health.ts";
import { registerImages } from "./plugins/images.ts";
import { frameworkErrors, registerInputGuard } from "./plugins/input-guard.ts";
import { registerOldSpanishPaths } from "./plugins/localized-paths.ts";
import { registerPages } from "./plugins/pages.ts";
import { registerSecurity } from "./plugins/security.ts";
import { registerSeoFiles } from "./plugins/seo.ts";
import type { Services } from "./services/index.ts";

/** The CSP source for a tile URL template: its origin, with `{s}.` subdomains as a wildcard. */
export function tileOrigin(template: string): string {
  const match = /^(https?:\/\/)([^/]+)/.exec(template);
  if (!match) return "";
  return `${match[1]}${(match[2] ?? "").replace(/^\{s\}\./, "*.")}`;
}

export type PagesSetup = {
  getBuild: () => Promise<ServerBuild>;
  mode: "production" | "development";
  /** In development, Vite's middleware serves the client modules with hot reload. */
  vite?: ViteDevServer;
  /** In development, the HTTP server Vite's hot-reload WebSocket shares (one port). */
  httpServer?: Server;
};

export type AppOptions = {
  config: Config;
  services: Services;
  /** Without pages the app is the API alone (what the API tests build). */
  pages?: PagesSetup;
  logger?: boolean;
};

/**
 * The one Fastify instance (DESIGN.md): `/api`, `/img`, `/assets` and health checks first, then
 * React Router for every other path.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, services } = options;
  const httpServer = options.pages?.httpServer;
  const app = Fastify({
    ...(httpServer
      ? {
          serverFactory: (handler: (req: IncomingMessage, res: ServerResponse) => void) =>
            httpServer.on("request", handler),
        }
      : {}),
    logger: options.logger === false ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    forceCloseConnections: "idle",
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
    frameworkErrors,
  });
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  // Connections whose request was in flight when shutdown began would otherwise stay open
  // (keep-alive) after their response, holding the process past its grace period.
  app.addHook("onSend", async (_request, reply) => {
    if (closing) reply.header("connection", "close");
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerInputGuard(app);
  await registerSecurity(app, {
    dev: options.pages?.mode === "development",
    https: config.publicUrl.startsWith("https:"),
    recaptcha: config.captcha.recaptcha !== undefined,
    // Leaflet's tiles come from their own host (an origin, with any subdomain letter in `{s}`).
    imgSources: config.mapTiles ? [tileOrigin(config.mapTiles.url)] : [],
  });
  await app.register(compress, { global: true, encodings: ["br", "gzip"], threshold: 1024 });

  registerHealth(app, services.database.db, () => closing);
  await registerApi(app, {
    services,
    writesPerMinute: config.rateLimitWritesPerMinute,
    siteName: config.siteName,
  });
  await registerImages(app, services.media, path.join(config.dataDir, "cache", "img"));
  registerCalendar(app, services);
  registerSeoFiles(app, services);
  registerOldSpanishPaths(app);

  const pages = options.pages;
  if (pages) {
    if (pages.vite) {
      const { default: middie } = await import("@fastify/middie");
      await app.register(middie);
      app.use(pages.vite.middlewares);
      const vite = pages.vite;
      app.addHook("onClose", async () => {
        await vite.close();
      });
    } else {
      await registerAssets(app, path.join(config.rootDir, "build", "client"));
    }
    await registerPages(app, {
      getBuild: pages.getBuild,
      mode: pages.mode,
      services,
      writesPerMinute: config.rateLimitWritesPerMinute,
    });
  }
  return app;
}

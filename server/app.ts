import type { IncomingMessage, Server, ServerResponse } from "node:http";
import path from "node:path";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { type ApiOptions, registerApi } from "./api/index.ts";
import type { Config, TrustProxy } from "./config.ts";
import { type ConnectionDrain, trackConnections } from "./drain.ts";
import { redactingSerializers, redactLogLine } from "./logging.ts";
import { type MessageChunks, messageChunks } from "./pages/message-chunks.ts";
import { registerAssets } from "./plugins/assets.ts";
import { registerAvatars } from "./plugins/avatars.ts";
import { registerCalendar } from "./plugins/calendar.ts";
import { registerChatSocket } from "./plugins/chat-socket.ts";
import { registerErrorHandling } from "./plugins/errors.ts";
import { registerHealth } from "./plugins/health.ts";
import { registerImages } from "./plugins/images.ts";
import { frameworkErrors, originFormTarget, registerInputGuard } from "./plugins/input-guard.ts";
import { registerOldSpanishPaths } from "./plugins/localized-paths.ts";
import { registerMaintenance } from "./plugins/maintenance.ts";
import { answerClientError, refuseConnect, routeEveryMethod } from "./plugins/methods.ts";
import { registerPages } from "./plugins/pages.ts";
import { registerPublicationSchedule } from "./plugins/publication-schedule.ts";
import { registerSecurity } from "./plugins/security.ts";
import { registerSeoFiles } from "./plugins/seo.ts";
import { OneLineARequest } from "./request-log.ts";
import type { Services } from "./services/index.ts";

/** The CSP source for a tile URL template: its origin, with `{s}.` subdomains as a wildcard. */
export function tileOrigin(template: string): string {
  const match = /^(https?:\/\/)([^/]+)/.exec(template);
  if (!match) return "";
  return `${match[1]}${(match[2] ?? "").replace(/^\{s\}\./, "*.")}`;
}

/**
 * Fastify's `trustProxy` for our setting (decision 041). A hop count becomes a function that
 * trusts that many addresses from the socket inwards: Fastify's own number form trusts none.
 */
export function fastifyTrustProxy(
  setting: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (setting === false) return false;
  if ("addresses" in setting) return setting.addresses;
  const { hops } = setting;
  return (_address, hop) => hop < hops;
}

export type PagesSetup = {
  getBuild: () => Promise<ServerBuild>;
  mode: "production" | "development";
  /** In development, Vite's middleware serves the client modules with hot reload. */
  vite?: ViteDevServer;
  /** In development, the HTTP server Vite's hot-reload WebSocket shares (one port). */
  httpServer?: Server;
};

declare module "fastify" {
  interface FastifyInstance {
    /** Shutdown's first step (server/start.ts): finish the connections, then `close()`. */
    connections: ConnectionDrain;
  }
}

export type AppOptions = {
  config: Config;
  services: Services;
  /** Without pages the app is the API alone (what the API tests build). */
  pages?: PagesSetup;
  logger?: boolean;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: NodeJS.WritableStream;
  /** The endpoint table: the contract's, unless a test adds an endpoint (server/api/reads.ts). */
  endpoints?: ApiOptions["endpoints"];
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
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            // Personal data never reaches a log line (server/logging.ts).
            formatters: { log: (line) => redactLogLine(line) },
            serializers: redactingSerializers,
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    logController: new OneLineARequest(),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 64 * 1024,
    forceCloseConnections: "idle",
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
    frameworkErrors,
    // The request target as a path, before routing: `//host/…` and absolute forms name no other
    // host here (decision 128).
    rewriteUrl: (request) => originFormTarget(request.url ?? "/"),
    clientErrorHandler: answerClientError,
  });
  // Every method gets an answer, CONNECT included (decision 129).
  routeEveryMethod(app);
  app.server.on("connect", refuseConnect);
  const connections = trackConnections(app.server);
  app.decorate("connections", connections);
  let preClosed = false;
  app.addHook("preClose", async () => {
    preClosed = true;
  });
  const closing = () => preClosed || connections.draining;
  // A request answered during shutdown ends its keep-alive connection: the client sends its next
  // request elsewhere instead of on a connection about to close (decision 039).
  // Hooks every request runs are synchronous: an async hook costs each answer a promise and a
  // turn of the microtask queue (issue 12, decision 090).
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (closing()) reply.header("connection", "close");
    done(null, payload);
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
  // Parses `request.cookies`; the visit's cookies are signed and checked by services.visits.
  await app.register(cookie);

  registerHealth(app, services.database.db, closing);
  await registerChatSocket(app, services, {
    socketsPerAddress: config.chatSocketsPerAddress,
    trustProxy: config.trustProxy,
  });
  registerMaintenance(app, { services, pageViewRetentionDays: config.pageViewRetentionDays });
  registerPublicationSchedule(app, services);
  await registerApi(app, {
    services,
    writesPerMinute: config.rateLimitWritesPerMinute,
    siteName: config.siteName,
    ...(options.endpoints ? { endpoints: options.endpoints } : {}),
  });
  await registerImages(app, services.media, {
    cacheDir: path.join(config.dataDir, "cache", "img"),
    cacheBytes: config.imageCacheBytes,
  });
  await registerAvatars(app, services.avatars);
  registerCalendar(app, services);
  registerSeoFiles(app, services);
  registerOldSpanishPaths(app);

  const pages = options.pages;
  let chunks: MessageChunks = {};
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
      chunks = await messageChunks(path.join(config.rootDir, "build", "client", "assets"));
    }
    await registerPages(app, {
      getBuild: pages.getBuild,
      mode: pages.mode,
      services,
      messageChunks: chunks,
      writesPerMinute: config.rateLimitWritesPerMinute,
    });
  }
  return app;
}

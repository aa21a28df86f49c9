import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { discardBodies, plainTextErrors, sendPlainText } from "./errors.ts";

/**
 * The client build: `/assets/*` are content-hashed, so cached for a year as immutable; other files
 * (favicon, manifest) revalidate daily. Unknown `/assets/*` paths are a plain-text 404, never a page.
 * The build writes each text asset's brotli and gzip forms beside it (scripts/precompress.ts):
 * sent as they are by the request's `Accept-Encoding`, with `Vary: Accept-Encoding`, so no asset
 * is compressed per request (the compression plugin leaves an encoded answer alone). The forms
 * are not files of their own: `/assets/x.js.br` is a 404 like any unknown path.
 */
export async function registerAssets(app: FastifyInstance, clientDir: string) {
  if (!existsSync(clientDir)) {
    throw new Error(`No client build at ${clientDir}. Run "npm run build" first.`);
  }
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: "/",
    wildcard: false,
    index: false,
    preCompressed: true,
    globIgnore: ["**/*.br", "**/*.gz"],
    cacheControl: false,
    setHeaders(reply, filePath) {
      const relative = path.relative(clientDir, filePath);
      reply.header(
        "cache-control",
        relative.startsWith(`assets${path.sep}`)
          ? "public, max-age=31536000, immutable"
          : "public, max-age=86400",
      );
    },
  });
  // Any other method or path under /assets: plain text, the body read and dropped (issue 10).
  await app.register(async (scope) => {
    plainTextErrors(scope);
    discardBodies(scope);
    const notFound = (_request: unknown, reply: FastifyReply) =>
      sendPlainText(reply, 404, "There is no file at this address.");
    scope.all("/assets", notFound);
    scope.all("/assets/*", notFound);
  });
}

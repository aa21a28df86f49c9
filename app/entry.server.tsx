import { Transform } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { preloadModule } from "react-dom";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import type { Lang } from "../core/i18n.ts";
import { en } from "./i18n/en.ts";
import { es } from "./i18n/es.ts";
import { groupOf } from "./i18n/groups.ts";
import { MessagePreloadContext, registerMessages } from "./i18n/index.ts";
import {
  databaseContext,
  isDatabaseUnavailable,
  messageChunksContext,
  nonceContext,
  serializeError,
} from "./lib/context.server.ts";
import { NonceContext } from "./lib/nonce.tsx";
import { pageStyles } from "./lib/page-styles.server.ts";
import { PageStylesContext } from "./lib/page-styles.tsx";

export const streamTimeout = 5_000;

registerMessages("en", en);
registerMessages("es", es);

/**
 * A loader or action failed (a lead form posted without JavaScript, say): logged without the
 * personal data its database error may quote (server/logging.ts), unless the visitor left.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // A 4xx the router answers by itself (a POST to a page that takes none: 405) is an answer to
  // the visitor, not a fault of ours; nor is the 503 of a database known to be away.
  if (isRouteErrorResponse(error) && (error.status < 500 || error.status === 503)) return;
  // The database went away: the server answers this request 503 and logs the outage once
  // (decision 133), not a stack per request.
  if (isDatabaseUnavailable(error)) {
    context.get(databaseContext).fault(error);
    return;
  }
  console.error(serializeError(error));
};

/**
 * Streams the page's HTML. Crawlers and link-preview bots (which run no JavaScript) get the
 * complete document in one piece; browsers get the shell as soon as it is ready.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(nonceContext);
  // The page's message groups as module preloads (decision 068): none in development.
  const chunks = loadContext.get(messageChunksContext);
  const preloadMessages = (lang: Lang, key: string) => {
    const url = chunks[`${lang}/${groupOf(key)}`];
    if (url) preloadModule(url, { as: "script" });
  };
  const userAgent = request.headers.get("user-agent");
  const waitForAll = (userAgent && isbot(userAgent)) || routerContext.isSpaMode;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <PageStylesContext value={pageStyles}>
          <MessagePreloadContext value={preloadMessages}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </MessagePreloadContext>
        </PageStylesContext>
      </NonceContext>,
      {
        nonce,
        // React moves a large finished Suspense boundary out of the document's order into a
        // hidden element that an inline script reveals: without JavaScript the page would stay
        // hidden. Every boundary stays in place however large it is.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = coalescingStream(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          if (!responseHeaders.has("Cache-Control")) {
            responseHeaders.set("Cache-Control", "private, no-cache");
          }
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(serializeError(error));
        },
      },
    );
  });
}

/**
 * React writes the document in ~2 KB pieces; compressing each separately costs more than the
 * render. This gathers what one turn of the event loop writes and passes it on as one chunk, so
 * the page still streams (a suspended part flushes when it resolves) at a fraction of the cost.
 */
function coalescingStream(onEnd: () => void): Transform {
  let pending: Buffer[] = [];
  let scheduled = false;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      pending.push(chunk);
      if (!scheduled) {
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          if (pending.length > 0) stream.push(Buffer.concat(pending));
          pending = [];
        });
      }
      callback();
    },
    flush(callback) {
      onEnd();
      if (pending.length > 0) this.push(Buffer.concat(pending));
      pending = [];
      callback();
    },
  });
  return stream;
}

import { WebSocket } from "ws";
import type { ServerFrame } from "../../core/contract/chat.ts";

export type ChatTestClient = {
  ws: WebSocket;
  /** Every frame received so far, oldest first. */
  readonly frames: ServerFrame[];
  send(frame: Record<string, unknown>): void;
  /** The first frame (from `from` on) that `match` accepts, waiting up to `timeoutMs`. */
  next<T extends ServerFrame["t"]>(
    type: T,
    match?: (frame: Extract<ServerFrame, { t: T }>) => boolean,
    timeoutMs?: number,
  ): Promise<Extract<ServerFrame, { t: T }>>;
  /** Resolves with the close code once the server (or we) closed the socket. */
  closed: Promise<number>;
  close(): void;
};

/**
 * A WebSocket client of the live chat as a browser on our own pages opens it (the `Origin`
 * header), with a staff member's session cookie when given. Frames are kept so a test can wait
 * for one that already arrived.
 */
export function chatClient(
  baseUrl: string,
  options: {
    token?: string;
    origin?: string;
    cookieName?: string;
    /** More headers of the upgrade (a proxy's `X-Forwarded-For`). */
    headers?: Record<string, string>;
  } = {},
): Promise<ChatTestClient> {
  const url = `${baseUrl.replace(/^http/, "ws")}/api/chat/socket`;
  const headers: Record<string, string> = {
    ...options.headers,
    origin: options.origin ?? baseUrl,
  };
  if (options.token) headers.cookie = `${options.cookieName ?? "marea_member"}=${options.token}`;
  const ws = new WebSocket(url, { headers });
  const frames: ServerFrame[] = [];
  const waiters = new Set<() => void>();
  ws.on("message", (data) => {
    frames.push(JSON.parse(String(data)) as ServerFrame);
    for (const waiter of waiters) waiter();
  });
  const closed = new Promise<number>((resolve) => ws.once("close", (code) => resolve(code)));
  const client: ChatTestClient = {
    ws,
    frames,
    send: (frame) => ws.send(JSON.stringify(frame)),
    next(type, match, timeoutMs = 5_000) {
      type F = Extract<ServerFrame, { t: typeof type }>;
      const find = () =>
        frames.find((f): f is F => f.t === type && (!match || match(f as F))) as F | undefined;
      return new Promise((resolve, reject) => {
        const found = find();
        if (found) return resolve(found);
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`no "${type}" frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`),
          );
        }, timeoutMs);
        const check = () => {
          const hit = find();
          if (!hit) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(hit);
        };
        waiters.add(check);
      });
    },
    closed,
    close: () => ws.close(),
  };
  return new Promise((resolve, reject) => {
    ws.once("open", () => resolve(client));
    ws.once("unexpected-response", (_request, response) =>
      reject(new Error(`upgrade refused: ${response.statusCode}`)),
    );
    ws.once("error", reject);
  });
}

import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { hostname } from "node:os";
import type { Duplex } from "node:stream";
import type { FastifyInstance } from "fastify";
import { type RawData, WebSocket, WebSocketServer } from "ws";
import {
  CHAT_CONVERSATION_MESSAGE_RATE,
  CHAT_CONVERSATION_SIGNAL_RATE,
  CHAT_FRAME_MAX_BYTES,
  CHAT_HEARTBEAT_MS,
  CHAT_MAX_SOCKETS,
  CHAT_MESSAGE_MAX,
  CHAT_MESSAGE_RATE,
  CHAT_SIGNAL_RATE,
  CHAT_SOCKETS_PER_ADDRESS,
  cleanMessage,
} from "../../core/chat.ts";
import {
  type ClientFrame,
  clientFrameSchema,
  helloFrameSchema,
  type ServerFrame,
} from "../../core/contract/chat.ts";
import { staffAllowed } from "../../core/staff.ts";
import { clientAddress } from "../client-address.ts";
import type { TrustProxy } from "../config.ts";
import type { SessionUser } from "../services/accounts/sessions.ts";
import { type Charge, ChatBudgets } from "../services/chat/budgets.ts";
import { CHAT_CHANNEL, type ChatEvent } from "../services/chat/service.ts";
import { clientKey } from "../services/client-key.ts";
import type { Services } from "../services/index.ts";

/** Where the chat's sockets connect (decision 119). */
export const CHAT_SOCKET_PATH = "/api/chat/socket";
/** A socket must say who it is within this long. */
const HELLO_WITHIN_MS = 10_000;
/** Close codes: the server restarts (connect again), a policy refusal, not allowed, not found. */
const CLOSE = { restart: 1012, tryLater: 1013, policy: 1008, signedOut: 4401, notFound: 4404 };

type Connection = {
  ws: WebSocket;
  kind: "pending" | "visitor" | "staff";
  /** A visitor's conversation. */
  conversationId?: string;
  name?: string;
  /** A staff socket's user, as the upgrade's session cookie named them. */
  user?: SessionUser;
  token?: string;
  /** Conversations a staff socket follows closely (typing, history). */
  watching: Set<string>;
  /** The client address (an IPv6 client's /64) it counts against while not a staff socket. */
  address?: string | undefined;
  alive: boolean;
  /** The highest receipts this socket sent a conversation, so repeats cost nothing. */
  sent: Map<string, { delivered: number; read: number }>;
  /** Frames are handled one at a time, in order. */
  queue: Promise<void>;
  /** Frames heard before the socket's first answer went: sent right after it. */
  held?: ServerFrame[] | undefined;
};

export type ChatSockets = {
  /** Sockets open now (visitors and staff). */
  readonly size: number;
  /** Closes every socket with 1012 (connect again) and forgets this process's presence. */
  shutdown(): Promise<void>;
};

declare module "fastify" {
  interface FastifyInstance {
    chatSockets: ChatSockets;
  }
}

function send(connection: Connection, frame: ServerFrame): void {
  if (connection.held) connection.held.push(frame);
  else if (connection.ws.readyState === WebSocket.OPEN) connection.ws.send(JSON.stringify(frame));
}

/** One frame to many sockets, made into text once. */
function broadcast(to: Iterable<Connection>, frame: ServerFrame): void {
  let text: string | undefined;
  for (const connection of to) {
    if (connection.held) connection.held.push(frame);
    else if (connection.ws.readyState === WebSocket.OPEN) {
      text ??= JSON.stringify(frame);
      connection.ws.send(text);
    }
  }
}

/**
 * Sends a socket's first answer (`ready`, `inbox`), then what was heard while it was being read:
 * the socket was listening before the read began, so nothing falls between them.
 */
function greet(connection: Connection, frame: ServerFrame): void {
  const held = connection.held ?? [];
  connection.held = undefined;
  send(connection, frame);
  for (const later of held) send(connection, later);
}

function refuse(
  socket: Duplex,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  const extra = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(
    `HTTP/1.1 ${status} ${text}\r\n${extra.join("")}Connection: close\r\nContent-Length: 0\r\n\r\n`,
  );
}

const problem = (status: number, title: string, message: string, clientId?: string) =>
  ({ t: "error", status, title, message, ...(clientId ? { clientId } : {}) }) as const;

/**
 * The live chat's WebSocket endpoint on the app's own HTTP server (issue 17, decision 119).
 * Visitors name their conversation and its key in their first frame; staff are known by their
 * session cookie on the upgrade. Every message is stored (and announced in the same
 * transaction) before its `ack`; every process hears the announcements on CHAT_CHANNEL
 * (PostgreSQL's LISTEN/NOTIFY, PGlite's in process) and delivers them to its own sockets.
 */
export async function registerChatSocket(
  app: FastifyInstance,
  services: Services,
  options: {
    maxSockets?: number;
    heartbeatMs?: number;
    /** Sockets one client address may hold (CHAT_SOCKETS_PER_ADDRESS), staff's aside. */
    socketsPerAddress?: number;
    /** Which `X-Forwarded-For` entries name the client (TRUST_PROXY, decision 041). */
    trustProxy?: TrustProxy;
  } = {},
): Promise<void> {
  const { chat, sessions, memberCookies, site, database } = services;
  const maxSockets = options.maxSockets ?? CHAT_MAX_SOCKETS;
  const socketsPerAddress = options.socketsPerAddress ?? CHAT_SOCKETS_PER_ADDRESS;
  const trustProxy = options.trustProxy ?? false;
  const processId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: CHAT_FRAME_MAX_BYTES,
    perMessageDeflate: false,
  });
  const connections = new Set<Connection>();
  const visitors = new Map<string, Set<Connection>>();
  const staff = new Set<Connection>();
  /** Sockets open per client address, staff sockets aside (decision 131). */
  const perAddress = new Map<string, number>();
  /** Message and signal budgets by sender and conversation, across sockets (decision 131). */
  const budgets = new ChatBudgets();
  let online: boolean | undefined;
  let closing = false;

  const ownOrigins = (request: IncomingMessage): string[] => {
    const host = request.headers.host ?? "";
    return [new URL(site.publicUrl).origin, `http://${host}`, `https://${host}`];
  };

  app.server.on("upgrade", (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (request.url ?? "").split("?")[0];
    // Other upgrades (Vite's hot reload in development) are someone else's.
    if (path !== CHAT_SOCKET_PATH) return;
    socket.on("error", () => socket.destroy());
    if (closing) return refuse(socket, 503, "Service Unavailable");
    // A page elsewhere could open a socket with our visitor's cookies: only our own pages may.
    const origin = request.headers.origin;
    if (!origin || !ownOrigins(request).includes(origin)) return refuse(socket, 403, "Forbidden");
    if (connections.size >= maxSockets) return refuse(socket, 503, "Service Unavailable");
    const cookies = app.parseCookie(request.headers.cookie ?? "");
    const token = memberCookies.token(cookies);
    // One address holds a few dozen sockets at most, staff's aside: past it, a page asks again
    // later (decision 131). Only then is the session looked up, before the socket is made.
    const address = clientKey(clientAddress(request, trustProxy));
    if ((perAddress.get(address) ?? 0) < socketsPerAddress) {
      return upgrade(request, socket, head, token, address);
    }
    void staffSession(token).then(
      (user) =>
        user
          ? upgrade(request, socket, head, token, undefined)
          : refuse(socket, 429, "Too Many Requests", { "Retry-After": "30" }),
      () => refuse(socket, 503, "Service Unavailable"),
    );
  });

  /** The staff member a session token is, when they may use the inbox. */
  async function staffSession(token: string | undefined): Promise<SessionUser | undefined> {
    // A staff session before its second factor names no one (docs/decisions/124).
    const user = token ? await sessions.signedInUser(token) : undefined;
    return user && staffAllowed(user.role, ["sales", "concierge"]) && user.secondFactor
      ? user
      : undefined;
  }

  /** Makes the socket, counted against `address` unless none is given (a staff member's). */
  function upgrade(
    request: IncomingMessage,
    socket: Duplex,
    head: Buffer,
    token: string | undefined,
    address: string | undefined,
  ): void {
    wss.handleUpgrade(request, socket, head, (ws) => {
      const connection: Connection = {
        ws,
        kind: "pending",
        watching: new Set(),
        address,
        alive: true,
        sent: new Map(),
        queue: Promise.resolve(),
        ...(token ? { token } : {}),
      };
      if (address !== undefined) perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
      connections.add(connection);
      accept(connection);
    });
  }

  /** A socket stops counting against its address: it closed, or it is a staff member's. */
  function uncount(connection: Connection): void {
    const { address } = connection;
    if (address === undefined) return;
    connection.address = undefined;
    const left = (perAddress.get(address) ?? 1) - 1;
    if (left > 0) perAddress.set(address, left);
    else perAddress.delete(address);
  }

  function forget(connection: Connection): void {
    uncount(connection);
    connections.delete(connection);
    staff.delete(connection);
    if (connection.conversationId) {
      const set = visitors.get(connection.conversationId);
      set?.delete(connection);
      if (set?.size === 0) visitors.delete(connection.conversationId);
    }
  }

  function accept(connection: Connection): void {
    const { ws } = connection;
    const helloTimer = setTimeout(() => {
      if (connection.kind === "pending") ws.close(CLOSE.policy, "hello expected");
    }, HELLO_WITHIN_MS);
    helloTimer.unref();
    ws.on("pong", () => {
      connection.alive = true;
    });
    ws.on("message", (data: RawData, isBinary: boolean) => {
      connection.alive = true;
      connection.queue = connection.queue
        .then(() => handle(connection, data, isBinary))
        .catch((error: unknown) => {
          app.log.error({ err: error }, "chat frame failed");
          send(connection, problem(500, "Something went wrong", "Please try again."));
        });
    });
    ws.on("close", () => {
      clearTimeout(helloTimer);
      const wasStaff = connection.kind === "staff";
      forget(connection);
      if (wasStaff) void presence();
    });
    ws.on("error", () => ws.terminate());
  }

  async function handle(connection: Connection, data: RawData, isBinary: boolean): Promise<void> {
    let parsed: unknown;
    try {
      if (isBinary) throw new Error("binary");
      parsed = JSON.parse(data.toString());
    } catch {
      send(connection, problem(400, "Not understood", "Each frame is one JSON object."));
      return;
    }
    if (connection.kind === "pending") {
      await hello(connection, parsed);
      return;
    }
    const result = clientFrameSchema.safeParse(parsed);
    if (!result.success) {
      const clientId =
        typeof parsed === "object" && parsed !== null && "clientId" in parsed
          ? String((parsed as { clientId: unknown }).clientId).slice(0, 40)
          : undefined;
      const tooLong = result.error.issues.some((i) => i.code === "too_big");
      send(
        connection,
        tooLong
          ? problem(
              413,
              "Message too long",
              `A message holds at most ${CHAT_MESSAGE_MAX} characters.`,
              clientId,
            )
          : problem(
              400,
              "Not understood",
              result.error.issues[0]?.message ?? "Bad frame.",
              clientId,
            ),
      );
      return;
    }
    await frame(connection, result.data);
  }

  async function hello(connection: Connection, parsed: unknown): Promise<void> {
    const result = helloFrameSchema.safeParse(parsed);
    if (!result.success) {
      send(connection, problem(400, "Say hello first", "The first frame is a hello."));
      connection.ws.close(CLOSE.policy, "hello expected");
      return;
    }
    const greeting = result.data;
    if (greeting.as === "visitor") {
      const row = await chat.opened(greeting.id, greeting.key);
      if (!row) {
        send(connection, problem(404, "Conversation not found", "Start a new conversation."));
        connection.ws.close(CLOSE.notFound, "not found");
        return;
      }
      connection.kind = "visitor";
      connection.held = [];
      connection.conversationId = row.id;
      connection.name = row.name;
      const set = visitors.get(row.id) ?? new Set<Connection>();
      visitors.set(row.id, set);
      set.add(connection);
      const [conversation, history, availability] = await Promise.all([
        chat.visitorView(row.id),
        chat.messagesBefore(row.id, { after: greeting.after }),
        chat.availability(),
      ]);
      if (!conversation) return;
      greet(connection, {
        t: "ready",
        conversation,
        messages: history.messages,
        more: history.more,
        online: availability.online,
      });
      return;
    }
    const user = await staffSession(connection.token);
    if (!user) {
      send(
        connection,
        problem(401, "Sign-in required", "Sign in to the back office as sales or concierge staff."),
      );
      connection.ws.close(CLOSE.signedOut, "sign-in required");
      return;
    }
    connection.kind = "staff";
    connection.held = [];
    connection.user = user;
    // The team's office shares an address with its many inbox tabs: staff sockets are not counted.
    uncount(connection);
    staff.add(connection);
    await presence();
    greet(connection, {
      t: "inbox",
      inbox: await chat.inbox(),
      me: { id: user.id, name: `${user.firstName} ${user.lastName}`.trim() },
    });
  }

  /** The conversation a frame is about: a visitor's own, or the one a staff frame names. */
  function about(connection: Connection, id: string | undefined): string | null {
    if (connection.kind === "visitor") return connection.conversationId ?? null;
    if (!id) {
      send(
        connection,
        problem(400, "Which conversation?", "Staff frames name the conversation (id)."),
      );
      return null;
    }
    return id;
  }

  /**
   * Whether a frame about conversation `id` may go: charged to its sender (a visitor's
   * conversation, whose key they hold; a staff member) and to the conversation, across every
   * socket of this process (decision 131). A refused message is answered with a 429.
   */
  function allowed(
    connection: Connection,
    kind: "messages" | "signals",
    id: string | null,
    clientId?: string,
  ) {
    const prefix = kind === "messages" ? "m" : "s";
    const sender =
      connection.kind === "staff" && connection.user
        ? `staff:${connection.user.id}`
        : `visitor:${connection.conversationId ?? ""}`;
    const charges: Charge[] = [
      {
        key: `${prefix}:${sender}`,
        rate: kind === "messages" ? CHAT_MESSAGE_RATE : CHAT_SIGNAL_RATE,
      },
    ];
    if (id !== null) {
      charges.push({
        key: `${prefix}:conversation:${id}`,
        rate: kind === "messages" ? CHAT_CONVERSATION_MESSAGE_RATE : CHAT_CONVERSATION_SIGNAL_RATE,
      });
    }
    const ok = budgets.take(charges);
    if (!ok && kind === "messages") {
      send(
        connection,
        problem(429, "Too many messages", "Wait a moment before sending more.", clientId),
      );
    }
    return ok;
  }

  async function frame(connection: Connection, input: ClientFrame): Promise<void> {
    const side = connection.kind === "staff" ? "staff" : "visitor";
    switch (input.t) {
      case "ping":
        send(connection, { t: "pong" });
        return;
      case "send": {
        const id = about(connection, input.id);
        if (!id || !allowed(connection, "messages", id, input.clientId)) return;
        const body = cleanMessage(input.body);
        if (!body) {
          send(connection, problem(400, "Empty message", "Write something first.", input.clientId));
          return;
        }
        const sent =
          connection.kind === "staff" && connection.user
            ? await chat.send(
                id,
                { author: "staff", actor: connection.user },
                { body, clientId: input.clientId },
              )
            : await chat.send(
                id,
                { author: "visitor", name: connection.name ?? "" },
                { body, clientId: input.clientId },
              );
        if (!sent) {
          send(
            connection,
            problem(
              404,
              "Conversation not found",
              "There is no such conversation.",
              input.clientId,
            ),
          );
        } else if ("closed" in sent) {
          send(
            connection,
            problem(
              409,
              "Conversation closed",
              "This conversation is closed: start a new one.",
              input.clientId,
            ),
          );
        } else {
          send(connection, {
            t: "ack",
            id,
            clientId: input.clientId,
            seq: sent.message.seq,
            at: sent.message.at,
          });
        }
        return;
      }
      case "typing": {
        const id = about(connection, input.id);
        if (!id || !allowed(connection, "signals", id)) return;
        await chat.typing(
          id,
          side,
          side === "staff" ? (connection.user?.firstName ?? null) : (connection.name ?? null),
        );
        return;
      }
      case "seen": {
        const id = about(connection, input.id);
        if (!id || !allowed(connection, "signals", id)) return;
        const before = connection.sent.get(id) ?? { delivered: 0, read: 0 };
        const delivered = Math.max(before.delivered, input.delivered ?? 0, input.read ?? 0);
        const read = Math.max(before.read, input.read ?? 0);
        if (delivered === before.delivered && read === before.read) return;
        connection.sent.set(id, { delivered, read });
        await chat.receipt(id, side, { delivered, read });
        return;
      }
      case "watch": {
        // Each watch reads a conversation's history: it costs a signal.
        if (connection.kind !== "staff" || !allowed(connection, "signals", null)) return;
        connection.watching.add(input.id);
        const history = await chat.messagesBefore(input.id, { after: input.after });
        send(connection, { t: "history", id: input.id, ...history });
        return;
      }
      case "unwatch":
        connection.watching.delete(input.id);
        return;
      case "page":
        if (
          connection.kind === "visitor" &&
          connection.conversationId &&
          allowed(connection, "signals", connection.conversationId)
        ) {
          await chat.movedTo(connection.conversationId, input.page);
        }
        return;
      case "contact":
        if (
          connection.kind === "visitor" &&
          connection.conversationId &&
          allowed(connection, "messages", connection.conversationId)
        ) {
          await chat.leaveContact(connection.conversationId, input.email);
        }
        return;
    }
  }

  /** Whether anyone on the team is online changed: every visitor hears it. */
  async function presence(): Promise<void> {
    const ids = [...new Set([...staff].flatMap((c) => (c.user ? [c.user.id] : [])))];
    await chat.heartbeat(processId, ids).catch((error: unknown) => {
      app.log.warn({ err: error }, "chat presence not saved");
    });
  }

  async function tellOnline(): Promise<void> {
    const now = (await chat.availability()).online;
    if (now === online) return;
    online = now;
    for (const connection of connections) {
      if (connection.kind !== "pending") send(connection, { t: "presence", online: now });
    }
  }

  async function deliver(event: ChatEvent): Promise<void> {
    switch (event.k) {
      case "message-ref": {
        const { messages } = await chat.messagesBefore(event.id, {
          after: event.seq - 1,
          before: event.seq + 1,
        });
        const message = messages[0];
        if (message) await deliver({ k: "message", id: event.id, message });
        return;
      }
      case "message": {
        const frame: ServerFrame = { t: "message", id: event.id, message: event.message };
        broadcast(visitors.get(event.id) ?? [], frame);
        broadcast(staff, frame);
        return;
      }
      case "receipt": {
        const frame: ServerFrame = {
          t: "receipt",
          id: event.id,
          side: event.side,
          receipts: event.receipts,
        };
        broadcast(visitors.get(event.id) ?? [], frame);
        broadcast(staff, frame);
        return;
      }
      case "typing": {
        const frame: ServerFrame = {
          t: "typing",
          id: event.id,
          side: event.side,
          name: event.name,
        };
        if (event.side === "staff") broadcast(visitors.get(event.id) ?? [], frame);
        else
          broadcast(
            [...staff].filter((c) => c.watching.has(event.id)),
            frame,
          );
        return;
      }
      case "conversation": {
        const watchers = visitors.get(event.id);
        if (staff.size > 0) {
          const entry = await chat.entry(event.id);
          if (entry) broadcast(staff, { t: "conversation", entry });
        }
        if (watchers && watchers.size > 0) {
          const conversation = await chat.visitorView(event.id);
          if (conversation) broadcast(watchers, { t: "status", conversation });
        }
        return;
      }
      case "presence":
        await tellOnline();
        return;
    }
  }

  let events = Promise.resolve();
  let wasLive = false;
  const listening = database.listen(CHAT_CHANNEL, {
    live() {
      // After a lost connection, something may have been missed: every client asks again.
      if (wasLive) for (const c of connections) if (c.kind !== "pending") send(c, { t: "resync" });
      wasLive = true;
    },
    notified(payload) {
      let event: ChatEvent;
      try {
        event = JSON.parse(payload) as ChatEvent;
      } catch {
        return;
      }
      // In order, one at a time: a message is never overtaken by the next.
      events = events
        .then(() => deliver(event))
        .catch((error: unknown) => app.log.error({ err: error }, "chat event not delivered"));
    },
    lost() {},
  });
  // A database not answering yet is retried by the listener itself (a second later, and again):
  // the server starts, and the sockets hear everything once it listens.
  await listening.catch((error: unknown) => {
    app.log.warn({ err: error }, "the live chat is not listening yet; retrying");
  });

  // Each round: sockets that did not answer the last ping go, staff sessions are checked, and
  // this process's online staff are refreshed.
  const beat = setInterval(() => {
    budgets.prune();
    for (const connection of connections) {
      if (!connection.alive) {
        connection.ws.terminate();
        continue;
      }
      connection.alive = false;
      connection.ws.ping();
    }
    void (async () => {
      for (const connection of staff) {
        const user = await sessions.userForToken(connection.token).catch(() => undefined);
        if (!user || !staffAllowed(user.role, ["sales", "concierge"])) {
          send(connection, problem(401, "Signed out", "Your session ended: sign in again."));
          connection.ws.close(CLOSE.signedOut, "signed out");
          forget(connection);
        }
      }
      await presence();
      await tellOnline();
    })().catch((error: unknown) => app.log.warn({ err: error }, "chat heartbeat failed"));
  }, options.heartbeatMs ?? CHAT_HEARTBEAT_MS);
  beat.unref();

  const sockets: ChatSockets = {
    get size() {
      return connections.size;
    },
    async shutdown() {
      if (closing) return;
      closing = true;
      clearInterval(beat);
      for (const connection of connections) connection.ws.close(CLOSE.restart, "restarting");
      staff.clear();
      await chat.heartbeat(processId, []).catch(() => {});
      // Sockets that do not answer the close frame are cut after a moment.
      await new Promise<void>((resolve) => {
        if (connections.size === 0) return resolve();
        const timer = setTimeout(() => {
          for (const connection of connections) connection.ws.terminate();
          resolve();
        }, 1_000);
        timer.unref();
        const check = setInterval(() => {
          if (connections.size > 0) return;
          clearInterval(check);
          clearTimeout(timer);
          resolve();
        }, 20);
        check.unref();
      });
      wss.close();
    },
  };
  app.decorate("chatSockets", sockets);
  app.addHook("preClose", async () => {
    await sockets.shutdown();
  });
}

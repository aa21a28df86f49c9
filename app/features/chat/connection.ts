import { CHAT_TYPING_EVERY_MS, reconnectDelay } from "../../../core/chat.ts";
import type { ServerFrame } from "../../../core/contract/chat.ts";
import { maskSecretPath, SECRET_SEGMENT } from "../../../core/secret-links.ts";
import {
  type ChatAction,
  type ChatSession,
  chatStep,
  hello,
  newSession,
  type Outgoing,
  unreadCount,
} from "./conversation.ts";
import { readSavedChat, saveChat } from "./saved.ts";

/** How long an answer to our ping may take before the socket counts as dead (a changed network). */
const PING_TIMEOUT_MS = 5_000;

/** The server refused the conversation itself (its key, or it is gone): reconnecting won't help. */
const FINAL = new Set([400, 401, 403, 404, 410]);

/**
 * The visitor's one live-chat connection (issue 17): the WebSocket at `/api/chat/socket`, its
 * reconnections, the outbox saved on this device, and the session ./conversation.ts computes. It
 * outlives the panel, so closing the panel or following a link keeps the conversation going.
 */
export class ChatConnection {
  private session: ChatSession | null = null;
  private readonly listeners = new Set<() => void>();
  private socket: WebSocket | null = null;
  private attempt = 0;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private typingExpiry: ReturnType<typeof setTimeout> | undefined;
  private pingTimeout: ReturnType<typeof setTimeout> | undefined;
  private lastTyping = 0;
  private watching = false;
  private stopped = true;
  private page: string | null = null;

  /** `onUnread` hears how many of the team's messages the visitor has not read yet. */
  private readonly onUnread: (count: number) => void;

  constructor(onUnread: (count: number) => void = () => {}) {
    this.onUnread = onUnread;
    window.addEventListener("online", () => this.checkNow());
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState !== "visible") return;
      this.checkNow();
      if (this.watching) this.apply({ type: "watching" });
    });
  }

  getSession = (): ChatSession | null => this.session;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Talks in this conversation from now on (a new one, or the one this device had). */
  start(id: string, key: string, outbox: ChatSession["outbox"]): void {
    if (this.session?.id === id) return;
    this.stop();
    this.session = newSession(id, key, outbox);
    this.stopped = false;
    this.connect();
  }

  /** Leaves the conversation (closed, or gone): the panel offers a new one. */
  forget(): void {
    this.stop();
    this.session = null;
    this.onUnread(0);
    saveChat({ id: null, key: null, lastSeq: 0, outbox: [], email: false });
    this.notify();
  }

  /** The panel is open on a visible page, or not: what is seen while it is, is read. */
  setWatching(watching: boolean): void {
    this.watching = watching;
    if (this.isWatching()) this.apply({ type: "watching" });
  }

  write(body: string): void {
    this.apply({ type: "write", clientId: crypto.randomUUID(), body });
    // The team stops showing "typing" when the message arrives: the next one's typing is news.
    this.lastTyping = 0;
  }

  resend(clientId: string): void {
    this.apply({ type: "retry", clientId });
  }

  /** Takes a refused message back (to edit it): its text, or null. */
  withdraw(clientId: string): string | null {
    const body = this.session?.outbox.find((p) => p.clientId === clientId)?.body ?? null;
    this.apply({ type: "withdraw", clientId });
    return body;
  }

  /** The visitor is typing: the team is told, at most every CHAT_TYPING_EVERY_MS. */
  typing(): void {
    const now = Date.now();
    if (now - this.lastTyping < CHAT_TYPING_EVERY_MS) return;
    if (this.transmit({ t: "typing" })) this.lastTyping = now;
  }

  /** The page the visitor is on (the team's inbox shows it). */
  visit(path: string): void {
    // A card's verification link holds its token: the team sees the page without it.
    const page = maskSecretPath(path, SECRET_SEGMENT);
    if (page === this.page) return;
    if (this.session?.connection === "ready" && this.transmit({ t: "page", page })) {
      this.page = page;
    }
  }

  /** The visitor's e-mail, when nobody on the team is online and they will be answered there. */
  contact(email: string): boolean {
    if (!this.transmit({ t: "contact", email })) return false;
    saveChat({ email: true });
    return true;
  }

  /** The team has an e-mail to answer at (given at the start, by a member's account, or later). */
  hasEmail(): boolean {
    return readSavedChat().email;
  }

  private isWatching(): boolean {
    return this.watching && document.visibilityState === "visible";
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }

  private apply(action: ChatAction): void {
    if (!this.session) return;
    const before = this.session;
    const { session, send } = chatStep(before, action);
    this.session = session;
    for (const frame of send) this.transmit(frame);
    if (session.lastSeq !== before.lastSeq || session.outbox !== before.outbox) {
      saveChat({ lastSeq: session.lastSeq, outbox: session.outbox });
    }
    if (session.typing !== before.typing) this.expireTyping();
    if (session !== before) {
      this.onUnread(unreadCount(session));
      this.notify();
    }
  }

  private transmit(frame: Outgoing): boolean {
    const socket = this.socket;
    if (!socket || socket.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify(frame));
    return true;
  }

  private expireTyping(): void {
    clearTimeout(this.typingExpiry);
    const typing = this.session?.typing;
    if (!typing) return;
    this.typingExpiry = setTimeout(
      () => this.apply({ type: "tick", now: Date.now() }),
      Math.max(0, typing.until - Date.now()),
    );
  }

  private connect(): void {
    clearTimeout(this.retry);
    this.retry = undefined;
    if (this.stopped || !this.session) return;
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    const socket = new WebSocket(`${scheme}//${location.host}/api/chat/socket`);
    this.socket = socket;
    this.page = null;
    this.apply({ type: "connecting" });
    socket.addEventListener("open", () => {
      if (this.socket === socket && this.session) this.transmit(hello(this.session));
    });
    socket.addEventListener("message", (event) => {
      if (this.socket !== socket) return;
      this.receive(event.data);
    });
    socket.addEventListener("close", () => this.drop(socket));
  }

  /** The socket is gone (or as good as): try again after a while, longer each time. */
  private drop(socket: WebSocket): void {
    if (this.socket !== socket) return;
    this.socket = null;
    clearTimeout(this.pingTimeout);
    socket.close();
    if (this.stopped) return;
    this.apply({ type: "dropped" });
    this.retry = setTimeout(() => this.connect(), reconnectDelay(this.attempt, Math.random()));
    this.attempt += 1;
  }

  private receive(data: unknown): void {
    let frame: ServerFrame;
    try {
      frame = JSON.parse(String(data)) as ServerFrame;
    } catch {
      return;
    }
    if (typeof frame !== "object" || frame === null || typeof frame.t !== "string") return;
    if (frame.t === "pong") clearTimeout(this.pingTimeout);
    const ready = this.session?.connection === "ready";
    if (frame.t === "error" && !frame.clientId && !ready && FINAL.has(frame.status)) {
      // The conversation can't be resumed: stop trying, and let the panel say so.
      this.stopped = true;
      this.socket?.close();
    }
    this.apply({ type: "frame", frame, now: Date.now(), watching: this.isWatching() });
    if (frame.t === "ready") {
      this.attempt = 0;
      this.visit(location.pathname);
    }
  }

  /** Back online or back on the page: reconnect now, or check a socket that looks open is. */
  private checkNow(): void {
    if (this.stopped || !this.session) return;
    if (this.retry !== undefined) {
      this.connect();
      return;
    }
    if (this.session.connection !== "ready") return;
    clearTimeout(this.pingTimeout);
    if (!this.transmit({ t: "ping" })) return;
    const socket = this.socket;
    if (socket) this.pingTimeout = setTimeout(() => this.drop(socket), PING_TIMEOUT_MS);
  }

  private stop(): void {
    this.stopped = true;
    clearTimeout(this.retry);
    clearTimeout(this.typingExpiry);
    clearTimeout(this.pingTimeout);
    this.retry = undefined;
    const socket = this.socket;
    this.socket = null;
    socket?.close();
  }
}

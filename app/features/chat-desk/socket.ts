import { reconnectDelay } from "../../../core/chat.ts";
import type { ClientFrame, HelloFrame, ServerFrame } from "../../../core/contract/chat.ts";

/**
 * The staff's WebSocket to `/api/chat/socket` (issue 17), in the browser only: it says hello as
 * staff on every (re)connection, hands each frame to `onFrame`, and after a drop reconnects with
 * core/chat.ts's `reconnectDelay` (the cookie of the staff session authenticates the upgrade).
 * `onOpen` runs after each hello, so a screen watches its conversation again from its last seq.
 */
export type DeskSocket = {
  /** Sends when connected; answers whether the frame went. */
  send(frame: ClientFrame): boolean;
  connected(): boolean;
  close(): void;
};

export function openDeskSocket(handlers: {
  onFrame: (frame: ServerFrame) => void;
  onOpen: () => void;
  onStatus: (connected: boolean) => void;
}): DeskSocket {
  let socket: WebSocket | null = null;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  const url = () => {
    const { protocol, host } = window.location;
    return `${protocol === "https:" ? "wss:" : "ws:"}//${host}/api/chat/socket`;
  };

  const hello = (ws: WebSocket) => {
    const frame: HelloFrame = { t: "hello", as: "staff" };
    ws.send(JSON.stringify(frame));
    handlers.onOpen();
  };

  const connect = () => {
    if (closed) return;
    const ws = new WebSocket(url());
    socket = ws;
    ws.addEventListener("open", () => {
      attempt = 0;
      handlers.onStatus(true);
      hello(ws);
    });
    ws.addEventListener("message", (event) => {
      if (typeof event.data !== "string") return;
      let frame: ServerFrame;
      try {
        frame = JSON.parse(event.data) as ServerFrame;
      } catch {
        return;
      }
      if (frame.t === "resync") hello(ws);
      handlers.onFrame(frame);
    });
    ws.addEventListener("close", () => {
      if (socket !== ws) return;
      socket = null;
      handlers.onStatus(false);
      if (closed) return;
      timer = setTimeout(connect, reconnectDelay(attempt, Math.random()));
      attempt += 1;
    });
  };

  connect();

  return {
    send(frame) {
      if (!socket || socket.readyState !== WebSocket.OPEN) return false;
      socket.send(JSON.stringify(frame));
      return true;
    },
    connected: () => socket?.readyState === WebSocket.OPEN,
    close() {
      closed = true;
      clearTimeout(timer);
      socket?.close(1000);
      socket = null;
    },
  };
}

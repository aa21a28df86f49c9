import type { Server } from "node:http";
import { Server as NetServer, type Socket } from "node:net";

export type ConnectionDrain = {
  /**
   * True from the start of a drain, or from its announcement: `/readyz` then answers 503 and
   * answers carry `Connection: close`.
   */
  readonly draining: boolean;
  /**
   * Says the process is stopping while it still accepts connections (decision 121): a proxy's
   * health check sees `/readyz` fail and stops sending before the listener closes.
   */
  announce(): void;
  /** Stops accepting connections and resolves once every open one has ended (decision 039). */
  drain(idleMs: number): Promise<void>;
};

/**
 * Tracks the requests in flight on each connection so a shutdown can close a keep-alive
 * connection only when it has been idle for `idleMs`. Node's own `server.close()` destroys every
 * connection idle at that instant, including those whose next request is already in the socket
 * buffer unread: each of those requests was reset (one per keep-alive client on every restart).
 */
export function trackConnections(server: Server): ConnectionDrain {
  const inFlight = new Map<Socket, number>();
  let draining = false;
  let announced = false;
  let idleMs = 0;

  const endWhenIdle = (socket: Socket) => {
    if (inFlight.get(socket) !== 0) return;
    setTimeout(() => {
      // A request that arrived meanwhile is answered with `Connection: close`, which ends it.
      if (inFlight.get(socket) === 0) socket.end();
    }, idleMs).unref();
  };

  server.on("connection", (socket: Socket) => {
    inFlight.set(socket, 0);
    socket.once("close", () => inFlight.delete(socket));
  });
  server.on("request", (request, response) => {
    const socket = request.socket;
    if (!inFlight.has(socket)) return;
    inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1);
    response.once("close", () => {
      if (!inFlight.has(socket)) return;
      inFlight.set(socket, (inFlight.get(socket) ?? 1) - 1);
      // A response whose headers left before the drain began said nothing about closing.
      if (draining) endWhenIdle(socket);
    });
  });

  return {
    get draining() {
      return draining || announced;
    },
    announce() {
      announced = true;
    },
    drain(idle: number) {
      draining = true;
      idleMs = idle;
      return new Promise((resolve) => {
        // net.Server's close stops accepting and calls back when the last connection has ended,
        // without http.Server's immediate closing of idle connections.
        NetServer.prototype.close.call(server, () => resolve());
        for (const socket of inFlight.keys()) endWhenIdle(socket);
      });
    },
  };
}

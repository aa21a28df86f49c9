import { connect, type Socket } from "node:net";

export type RawResponse = {
  status: number;
  headers: Record<string, string>;
  body: string;
};

/**
 * One keep-alive HTTP/1.1 connection driven by hand, so a test sees exactly what a client on the
 * same socket sees: whether a second request is answered after the first one's body.
 */
export class RawConnection {
  readonly #socket: Socket;
  #buffer = Buffer.alloc(0);
  #closed = false;
  #wake: (() => void) | undefined;

  private constructor(socket: Socket) {
    this.#socket = socket;
    socket.on("data", (chunk: Buffer) => {
      this.#buffer = Buffer.concat([this.#buffer, chunk]);
      this.#wake?.();
    });
    socket.on("close", () => {
      this.#closed = true;
      this.#wake?.();
    });
    socket.on("error", () => undefined);
  }

  static open(url: string): Promise<RawConnection> {
    const { hostname, port } = new URL(url);
    return new Promise((resolve, reject) => {
      const socket = connect(Number(port), hostname, () => resolve(new RawConnection(socket)));
      socket.once("error", reject);
    });
  }

  get closed(): boolean {
    return this.#closed;
  }

  /** Sends a request (the body as given, whatever its headers say) without waiting. */
  send(method: string, path: string, headers: Record<string, string>, body?: Buffer): void {
    const lines = [`${method} ${path} HTTP/1.1`];
    // A `host` or `connection` of the caller's replaces the usual one.
    const given = new Set(Object.keys(headers).map((name) => name.toLowerCase()));
    if (!given.has("host")) lines.push("Host: localhost");
    if (!given.has("connection")) lines.push("Connection: keep-alive");
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    this.#socket.write(`${lines.join("\r\n")}\r\n\r\n`);
    if (body) this.#socket.write(body);
  }

  /** Writes more of a request (a body's next chunk) without waiting. */
  write(bytes: Buffer): void {
    this.#socket.write(bytes);
  }

  /** The next response on the connection, or a rejection after `timeoutMs`. */
  async response(timeoutMs: number): Promise<RawResponse> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const parsed = this.#parse();
      if (parsed) return parsed;
      if (this.#closed) throw new Error("connection closed before a response");
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no response within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  /** Resolves once the server has closed the connection, or rejects after `timeoutMs`. */
  async closedWithin(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.#closed) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`connection still open after ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  close(): void {
    this.#socket.destroy();
  }

  #parse(): RawResponse | undefined {
    const end = this.#buffer.indexOf("\r\n\r\n");
    if (end < 0) return undefined;
    const [statusLine = "", ...lines] = this.#buffer
      .subarray(0, end)
      .toString("latin1")
      .split("\r\n");
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(":");
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const status = Number(statusLine.split(" ")[1]);
    let rest = this.#buffer.subarray(end + 4);
    let body: Buffer;
    if (headers["transfer-encoding"]?.includes("chunked")) {
      const chunks: Buffer[] = [];
      for (;;) {
        const lineEnd = rest.indexOf("\r\n");
        if (lineEnd < 0) return undefined;
        const size = Number.parseInt(rest.subarray(0, lineEnd).toString("latin1"), 16);
        if (rest.length < lineEnd + 2 + size + 2) return undefined;
        chunks.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
        rest = rest.subarray(lineEnd + 2 + size + 2);
        if (size === 0) break;
      }
      body = Buffer.concat(chunks);
    } else {
      const length = Number(headers["content-length"] ?? 0);
      if (rest.length < length) return undefined;
      body = rest.subarray(0, length);
      rest = rest.subarray(length);
    }
    this.#buffer = rest;
    return { status, headers, body: body.toString("utf8") };
  }
}

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ServerFrame } from "../../../core/contract/chat.ts";
import { openDeskSocket } from "./socket.ts";

/** A stand-in for the browser's WebSocket: records what is sent, lets the test open and drop it. */
class FakeSocket extends EventTarget {
  static OPEN = 1;
  static made: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  readonly url: string;
  constructor(url: string) {
    super();
    this.url = url;
    FakeSocket.made.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.drop();
  }
  open() {
    this.readyState = FakeSocket.OPEN;
    this.dispatchEvent(new Event("open"));
  }
  receive(frame: ServerFrame | string) {
    const event = new MessageEvent("message", {
      data: typeof frame === "string" ? frame : JSON.stringify(frame),
    });
    this.dispatchEvent(event);
  }
  drop() {
    this.readyState = 3;
    this.dispatchEvent(new Event("close"));
  }
}

describe("the staff's chat socket", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.made = [];
    vi.stubGlobal("WebSocket", FakeSocket);
    vi.stubGlobal("window", { location: { protocol: "https:", host: "marea.example" } });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("says hello as staff on each connection, passes frames on, and reconnects after a drop", () => {
    const frames: ServerFrame[] = [];
    const opened = vi.fn();
    const status: boolean[] = [];
    const socket = openDeskSocket({
      onFrame: (f) => frames.push(f),
      onOpen: opened,
      onStatus: (up) => status.push(up),
    });
    const first = FakeSocket.made[0];
    if (!first) throw new Error("no socket");
    expect(first.url).toBe("wss://marea.example/api/chat/socket");
    expect(socket.send({ t: "ping" })).toBe(false);
    first.open();
    expect(first.sent).toEqual([JSON.stringify({ t: "hello", as: "staff" })]);
    expect(opened).toHaveBeenCalledTimes(1);
    expect(socket.send({ t: "typing", id: "x" } as never)).toBe(true);

    first.receive({ t: "presence", online: true });
    first.receive("not json");
    expect(frames).toEqual([{ t: "presence", online: true }]);

    // Something was missed: hello again, and the screen watches again.
    first.receive({ t: "resync" });
    expect(first.sent.filter((s) => s.includes("hello"))).toHaveLength(2);
    expect(opened).toHaveBeenCalledTimes(2);

    first.drop();
    expect(status).toEqual([true, false]);
    expect(FakeSocket.made).toHaveLength(1);
    vi.advanceTimersByTime(600);
    expect(FakeSocket.made).toHaveLength(2);
    FakeSocket.made[1]?.open();
    expect(status).toEqual([true, false, true]);
    expect(opened).toHaveBeenCalledTimes(3);

    socket.close();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.made).toHaveLength(2);
  });
});

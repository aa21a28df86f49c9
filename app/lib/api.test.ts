import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import {
  ApiRequestError,
  fetchApi as api,
  isCanceled,
  normalizeError,
  REQUEST_CANCELED,
} from "./api.ts";

/**
 * A stand-in for the network (this is the browser's fetch, not our server): it answers when told
 * to and honours the abort signal the way fetch does.
 */
function network() {
  const calls: {
    url: string;
    init: RequestInit;
    answer: (body: unknown, status?: number) => void;
  }[] = [];
  const fetch: typeof globalThis.fetch = ((url: string, init: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      const abort = () => reject(new DOMException("This operation was aborted", "AbortError"));
      if (init.signal?.aborted) return abort();
      init.signal?.addEventListener("abort", abort);
      calls.push({
        url,
        init,
        answer: (body, status = 200) =>
          resolve(
            new Response(JSON.stringify(body), {
              status,
              headers: { "content-type": "application/json", "x-total-count": "7" },
            }),
          ),
      });
    })) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

let info: MockInstance<typeof console.info>;
beforeEach(() => {
  info = vi.spyOn(console, "info").mockImplementation(() => {});
});
afterEach(() => info.mockRestore());

describe("the API client", () => {
  it("posts JSON with the visitor's language and returns the data and headers", async () => {
    const net = network();
    const pending = api<number[]>("/events/search", {
      body: { catalogID: 1074 },
      lang: "es",
      fetch: net.fetch,
    });
    await vi.waitFor(() => expect(net.calls).toHaveLength(1));
    const call = net.calls[0];
    expect(call?.url).toBe("/api/events/search");
    expect(call?.init.method).toBe("POST");
    expect(call?.init.body).toBe('{"catalogID":1074}');
    expect(call?.init.headers).toMatchObject({
      "content-type": "application/json",
      "accept-language": "es",
    });
    call?.answer([1, 2]);
    const answer = await pending;
    expect(answer.data).toEqual([1, 2]);
    expect(answer.headers.get("x-total-count")).toBe("7");
  });

  it("aborts the request in flight when a new one with the same key starts (spec §4)", async () => {
    const net = network();
    const first = api("/events/search", { body: { page: 1 }, cancellable: true, fetch: net.fetch });
    await vi.waitFor(() => expect(net.calls).toHaveLength(1));
    const second = api("/events/search", {
      body: { page: 2 },
      cancellable: true,
      fetch: net.fetch,
    });
    await vi.waitFor(() => expect(net.calls).toHaveLength(2));

    const error = await first.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(isCanceled(error)).toBe(true);
    expect((error as ApiRequestError).failure).toEqual({
      title: REQUEST_CANCELED,
      message: REQUEST_CANCELED,
      url: "/api/events/search",
      type: "error",
    });
    // Logged, quietly: a cancellation is not an error.
    expect(info).toHaveBeenCalledWith(`${REQUEST_CANCELED}: /api/events/search`);

    net.calls[1]?.answer(["second"]);
    expect((await second).data).toEqual(["second"]);
    expect(net.calls[0]?.init.signal?.aborted).toBe(true);
    expect(net.calls[1]?.init.signal?.aborted).toBe(false);
  });

  it("leaves requests with other keys, and uncancellable ones, alone", async () => {
    const net = network();
    const events = api("/events/search", { body: {}, cancellable: true, fetch: net.fetch });
    const zones = api("/dependantFields/zones", { cancellable: true, fetch: net.fetch });
    const plain = api("/events/search", { body: {}, fetch: net.fetch });
    await vi.waitFor(() => expect(net.calls).toHaveLength(3));
    for (const call of net.calls) call.answer("ok");
    await expect(Promise.all([events, zones, plain])).resolves.toHaveLength(3);
  });

  it("cancels when the caller's own signal aborts, e.g. a navigation that was superseded", async () => {
    const net = network();
    const navigation = new AbortController();
    const pending = api("/events/search", {
      body: {},
      signal: navigation.signal,
      fetch: net.fetch,
    });
    await vi.waitFor(() => expect(net.calls).toHaveLength(1));
    navigation.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(isCanceled(error)).toBe(true);
    expect(info).toHaveBeenCalledOnce();
  });

  it("normalises an error answer with the body's title and message (spec §8)", async () => {
    const net = network();
    const pending = api("/events/search", { body: {}, fetch: net.fetch });
    await vi.waitFor(() => expect(net.calls).toHaveLength(1));
    net.calls[0]?.answer(
      { title: "Invalid request", message: "body.endDate: before the start", type: "error" },
      400,
    );
    const error = (await pending.catch((e: unknown) => e)) as ApiRequestError;
    expect(error.status).toBe(400);
    expect(isCanceled(error)).toBe(false);
    expect(error.failure).toEqual({
      title: "Invalid request",
      message: "body.endDate: before the start",
      url: "/api/events/search",
      type: "error",
    });
  });

  it("accepts 200 to 399 as success (spec §7)", async () => {
    const net = network();
    const pending = api("/x", { fetch: net.fetch });
    await vi.waitFor(() => expect(net.calls).toHaveLength(1));
    net.calls[0]?.answer({ moved: true }, 304 - 4);
    await expect(pending).resolves.toMatchObject({ status: 300, data: { moved: true } });
  });

  it("titles a failure without a body after the error itself", () => {
    expect(normalizeError(new TypeError("Failed to fetch"), "/api/x")).toEqual({
      title: "Failed to fetch",
      message: "Failed to fetch",
      url: "/api/x",
      type: "error",
    });
  });
});

import { describe, expect, it } from "vitest";
import { createContentVersion } from "./content-version.ts";

/** A database version that the test bumps, counting the queries made for it. */
function database(start = 1) {
  const state = { version: start, queries: 0 };
  const query = async () => {
    state.queries += 1;
    return state.version;
  };
  return { state, query };
}

describe("createContentVersion", () => {
  it("asks the database on every read while not listening", async () => {
    const { state, query } = database();
    const version = createContentVersion(query);
    expect(await version.read()).toBe(1);
    state.version = 2;
    expect(await version.read()).toBe(2);
    expect(state.queries).toBe(2);
  });

  it("shares one query among concurrent readers", async () => {
    const { state, query } = database();
    const version = createContentVersion(query);
    expect(await Promise.all([version.read(), version.read(), version.read()])).toEqual([1, 1, 1]);
    expect(state.queries).toBe(1);
  });

  it("while listening, asks once and then follows the announcements", async () => {
    const { state, query } = database(5);
    const version = createContentVersion(query);
    version.listening();
    expect(await version.read()).toBe(5);
    expect(await version.read()).toBe(5);
    expect(state.queries).toBe(1);
    state.version = 6;
    version.announced(6);
    expect(await version.read()).toBe(6);
    // An announcement that arrives late never takes the version back.
    version.announced(4);
    expect(await version.read()).toBe(6);
    expect(state.queries).toBe(1);
  });

  it("asks again after this process writes, ignoring announcements older than the write", async () => {
    const { state, query } = database(5);
    const version = createContentVersion(query);
    version.listening();
    expect(await version.read()).toBe(5);
    state.version = 7;
    version.changed();
    // The announcement of an earlier bump, still on its way when this process wrote.
    version.announced(6);
    expect(await version.read()).toBe(7);
    expect(state.queries).toBe(2);
    expect(await version.read()).toBe(7);
    expect(state.queries).toBe(2);
  });

  it("does not keep a query that started before a write", async () => {
    let release: (version: number) => void = () => {};
    let queries = 0;
    const version = createContentVersion(() => {
      queries += 1;
      if (queries === 1) return new Promise<number>((resolve) => (release = resolve));
      return Promise.resolve(9);
    });
    version.listening();
    const before = version.read();
    version.changed();
    const after = version.read();
    release(8);
    expect(await before).toBe(8);
    expect(await after).toBe(9);
    expect(await version.read()).toBe(9);
    expect(queries).toBe(2);
  });

  it("keeps an announcement heard while its query was on its way", async () => {
    let release: (version: number) => void = () => {};
    const version = createContentVersion(
      () => new Promise<number>((resolve) => (release = resolve)),
    );
    version.listening();
    const reading = version.read();
    version.announced(3);
    release(2);
    expect(await reading).toBe(2);
    expect(await version.read()).toBe(3);
  });

  it("asks on every read again once listening is lost", async () => {
    const { state, query } = database(1);
    const version = createContentVersion(query);
    version.listening();
    await version.read();
    version.lost();
    state.version = 2;
    // Announcements are not trusted while the connection is down.
    version.announced(1);
    expect(await version.read()).toBe(2);
    state.version = 3;
    expect(await version.read()).toBe(3);
    expect(state.queries).toBe(3);
  });

  it("forgets a failed query, so the next read tries again", async () => {
    let fail = true;
    const version = createContentVersion(async () => {
      if (fail) throw new Error("database gone");
      return 4;
    });
    version.listening();
    await expect(version.read()).rejects.toThrow("database gone");
    fail = false;
    expect(await version.read()).toBe(4);
  });

  it("remembers the newest version read or announced through a lost connection (decision 133)", async () => {
    const { state, query } = database(3);
    const version = createContentVersion(query);
    expect(version.lastKnown()).toBeUndefined();
    version.listening();
    expect(await version.read()).toBe(3);
    state.version = 4;
    version.announced(4);
    expect(version.lastKnown()).toBe(4);
    version.lost();
    // The database is away: reads fail, and the last version known stays.
    const away = createContentVersion(async () => {
      throw new Error("connect ECONNREFUSED");
    });
    await expect(away.read()).rejects.toThrow("ECONNREFUSED");
    expect(away.lastKnown()).toBeUndefined();
    expect(version.lastKnown()).toBe(4);
    // An older answer never takes it back.
    version.announced(2);
    expect(version.lastKnown()).toBe(4);
  });
});

import { createContext } from "react-router";
import type { Services } from "../services/index.ts";
import type { MessageChunks } from "./message-chunks.ts";

/** What each request hands to the page loaders: the shared services and the CSP nonce. */
export const servicesContext = createContext<Services>();
export const nonceContext = createContext<string>("");
/** The client build's message chunks, for the page's head to preload (./message-chunks.ts). */
export const messageChunksContext = createContext<MessageChunks>({});

/** Who is asking, for actions that write (forms posted without JavaScript, decision 024). */
export type ClientInfo = {
  /** The key its per-address limits count under: an IPv6 client's /64 (decision 126). */
  address: string;
  writesPerMinute: number;
  /** The request's cookies as @fastify/cookie parsed them (signed ones still signed). */
  cookies: Record<string, string | undefined>;
};
export const clientContext = createContext<ClientInfo>({
  address: "",
  writesPerMinute: 30,
  cookies: {},
});

/**
 * The database as a page request finds it (decision 133): `away` when the server already knows it
 * is (the root's middleware then answers 503 before any loader runs); `fault()` is told when a
 * loader or action found it away, so the server answers that request 503 instead of 500.
 */
export type DatabaseState = { away: boolean; fault(error: unknown): void };
export const databaseContext = createContext<DatabaseState>({ away: false, fault: () => {} });

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

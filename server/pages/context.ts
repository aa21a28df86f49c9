import { createContext } from "react-router";
import type { Services } from "../services/index.ts";

/** What each request hands to the page loaders: the shared services and the CSP nonce. */
export const servicesContext = createContext<Services>();
export const nonceContext = createContext<string>("");

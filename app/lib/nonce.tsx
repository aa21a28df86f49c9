import { createContext, useContext } from "react";

/**
 * The CSP nonce for inline scripts we write ourselves. Set around the server render only: in the
 * browser, nonces are hidden from the DOM and scripts already ran, so the empty default is right.
 */
export const NonceContext = createContext("");

export function useNonce(): string {
  return useContext(NonceContext);
}

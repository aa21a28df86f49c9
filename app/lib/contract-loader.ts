/**
 * Loads a module of the API contract (zod schemas) in the browser, with zod's JIT turned off
 * first: the JIT probes for `new Function`, and under our CSP (no 'unsafe-eval') that probe is
 * a reported `securitypolicyviolation` even though zod catches the error. The server keeps the
 * JIT. Schemas are small; interpreted parsing is fast enough for a form.
 */
export async function loadContractModule<T>(load: () => Promise<T>): Promise<T> {
  const { config } = await import("zod");
  config({ jitless: true });
  return load();
}

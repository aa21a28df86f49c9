/**
 * Loads a module of the API contract (zod schemas) in the browser, with zod's JIT turned off
 * first: the JIT probes for `new Function`, and under our CSP (no 'unsafe-eval') that probe is
 * a reported `securitypolicyviolation` even though zod catches the error. The server keeps the
 * JIT. Schemas are small; interpreted parsing is fast enough for a form.
 *
 * zod keeps its settings on `globalThis.__zod_globalConfig` (zod/v4/core/core.js) and an object
 * schema decides on the JIT when it is built, so the flag is set before any zod module runs:
 * calling zod's `config()` would first load zod, and with it whatever contract modules the
 * bundler put in zod's chunk, whose schemas would be built with the JIT on.
 */
export async function loadContractModule<T>(load: () => Promise<T>): Promise<T> {
  jitlessZod();
  return load();
}

type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };

export function jitlessZod(scope: ZodGlobal = globalThis as ZodGlobal): void {
  scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });
}

/**
 * A contract module loaded once, on first call (decision 023). A failed load (offline) is
 * forgotten, so the next call tries again. `load` is one static `import()` for the bundler.
 */
export function lazyContract<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= loadContractModule(load);
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
}

/** The form's fields that a schema's issues name (`fieldOf` maps an issue's path to a field). */
export function failingFields<F>(
  issues: readonly { path: readonly PropertyKey[] }[] | undefined,
  fieldOf: (path: readonly PropertyKey[]) => F | undefined,
  failing: Set<F> = new Set(),
): Set<F> {
  for (const issue of issues ?? []) {
    const field = fieldOf(issue.path);
    if (field) failing.add(field);
  }
  return failing;
}

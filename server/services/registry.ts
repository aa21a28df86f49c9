import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import type { ContentCache } from "./cache.ts";

/** What a service that registers itself is made from. */
export type ServiceKit = {
  readonly db: Db;
  /** The data cache, keyed on the content version (decision 011). */
  readonly cache: ContentCache;
  readonly config: Config;
  /** Tells the caches at once that this process has written content (decision 058). */
  readonly contentChanged: () => void;
};

/** A service module's `service` export: how to make the one instance of it the process shares. */
export type ServiceDefinition<S> = { readonly create: (kit: ServiceKit) => S };

/**
 * A service that registers itself: `server/services/<name>/service.ts` exports
 * `const service = defineService((kit) => …)`, and `createServices` makes it once, as
 * `services.<name>`, for the API and the page loaders alike (decision 061). Its type reaches
 * `Services` by the same file's
 * `declare module "../registry.ts" { interface RegisteredServices { <name>: ServiceOf<typeof service> } }`.
 */
export function defineService<S>(create: (kit: ServiceKit) => S): ServiceDefinition<S> {
  return { create };
}

export type ServiceOf<D> = D extends ServiceDefinition<infer S> ? S : never;

/**
 * The services that register themselves, by name: each service module adds its own line to this
 * interface (see `defineService`), so adding a service edits no list.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by each service module's `declare module`.
export interface RegisteredServices {}

/** A module `./<name>/service.ts`; one without a `service` export is made by index.ts itself. */
export type ServiceModule = { readonly service?: ServiceDefinition<unknown> };

/**
 * Makes every registered service: `modules` maps `./<name>/service.ts` to its module
 * (`import.meta.glob` in index.ts). A name that another service already has is refused, so one
 * can't hide the other.
 */
export function createRegistered(
  modules: Readonly<Record<string, ServiceModule>>,
  kit: ServiceKit,
  taken: readonly string[],
): RegisteredServices {
  const made: Record<string, unknown> = {};
  for (const [file, { service: definition }] of Object.entries(modules)) {
    if (definition === undefined) continue;
    const name = /^\.\/([a-z][A-Za-z0-9]*)\/service\.ts$/.exec(file)?.[1];
    if (!name)
      throw new Error(`${file}: a service registers itself from <camelCaseName>/service.ts`);
    if (taken.includes(name) || name in made) {
      throw new Error(`${file}: there is already a service named ${name}`);
    }
    made[name] = definition.create(kit);
  }
  return made as unknown as RegisteredServices;
}

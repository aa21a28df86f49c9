import type {
  AnswerOf,
  ApiKey,
  ApiRoute,
  ApiRouteName,
  BodyIn,
  Endpoints,
  NameOfKey,
  ParamsIn,
  QueryIn,
} from "../../core/contract/endpoints.ts";
import type { ApiError } from "../../core/contract/errors.ts";
import type { Lang } from "../../core/i18n.ts";
import { USER_TOKEN_KEY } from "./form-sending.ts";

/** Spec §8: what every failed call becomes, whatever went wrong (core/contract/errors.ts). */
type ApiFailure = Omit<ApiError, "fields">;

/** Spec §8: the message a cancelled request gives. It is logged, never shown. */
export const REQUEST_CANCELED = "Request canceled";

export class ApiRequestError extends Error {
  readonly failure: ApiFailure;
  readonly status: number | null;
  /** A 400's fields, `{path, message}` each: the form marks the ones it shows (issue 9). */
  readonly fields: readonly { path: string; message: string }[];
  constructor(failure: ApiFailure, status: number | null, body?: unknown) {
    super(failure.message);
    this.name = "ApiRequestError";
    this.failure = failure;
    this.status = status;
    this.fields = fieldsOf(body);
  }
}

function fieldsOf(body: unknown): { path: string; message: string }[] {
  const fields = (body as { fields?: unknown } | null)?.fields;
  if (!Array.isArray(fields)) return [];
  return fields.filter(
    (f): f is { path: string; message: string } =>
      typeof f?.path === "string" && typeof f?.message === "string",
  );
}

export function isCanceled(error: unknown): boolean {
  return error instanceof ApiRequestError && error.failure.message === REQUEST_CANCELED;
}

/**
 * Spec §8's normaliser: the title from the answer's `title`, the message from its `message`;
 * otherwise the title is the error's own message. An abort is 'Request canceled'.
 */
export function normalizeError(error: unknown, url: string, body?: unknown): ApiFailure {
  if (isAbort(error)) {
    return { title: REQUEST_CANCELED, message: REQUEST_CANCELED, url, type: "error" };
  }
  const data = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  const own = error instanceof Error ? error.message : String(error);
  const title = typeof data.title === "string" ? data.title : own;
  const message = typeof data.message === "string" ? data.message : own;
  return { title, message, url, type: "error" };
}

/**
 * The title the 'Oops...' dialog ends with (spec §8). Whatever failed, captcha included, goes
 * through the normaliser, so a network error reads "Error: Failed to fetch" once, never
 * "Error: TypeError: …" from `String(error)` (issue 9).
 */
export function failureTitle(error: unknown, url: string): string {
  return error instanceof ApiRequestError ? error.failure.title : normalizeError(error, url).title;
}

function isAbort(error: unknown): boolean {
  return (
    (error instanceof DOMException || error instanceof Error) &&
    (error.name === "AbortError" || error.name === "TimeoutError")
  );
}

export type ApiOptions = {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  lang?: Lang;
  /** The caller's own signal, e.g. the navigation's: aborting it cancels the request too. */
  signal?: AbortSignal;
  /**
   * Spec §4 (events): requests with the same key replace each other; starting one aborts the
   * one still in flight. Keyed by the method and URL unless given.
   */
  cancellable?: boolean | string;
  /** Extra request headers, e.g. spec §7's `reCaptchaToken` on POST /Contact. */
  headers?: Record<string, string>;
  /** Lets the request outlive the page, e.g. the last page view before the visitor leaves. */
  keepalive?: boolean;
  fetch?: typeof fetch;
};

export type ApiAnswer<T> = { data: T; headers: Headers; status: number };

const inFlight = new Map<string, AbortController>();

/**
 * The transport under `call()`: the JSON body, the visitor's language, the userToken header
 * when there is one (spec §6), status 200 to 399 as success (spec §7), and every failure
 * normalised (spec §8). A cancelled request is logged and rejected with 'Request canceled',
 * which callers must not show. Browser code calls `call()`, which types the answer from the
 * contract; this is exported for the client's own tests.
 */
export async function fetchApi<T = unknown>(
  path: string,
  options: ApiOptions = {},
): Promise<ApiAnswer<T>> {
  const url = `/api${path}`;
  const method = options.method ?? (options.body === undefined ? "GET" : "POST");
  const controller = new AbortController();
  const key =
    typeof options.cancellable === "string"
      ? options.cancellable
      : options.cancellable
        ? `${method} ${url}`
        : undefined;
  if (key) {
    inFlight.get(key)?.abort();
    inFlight.set(key, controller);
  }
  const forward = () => controller.abort();
  if (options.signal?.aborted) controller.abort();
  options.signal?.addEventListener("abort", forward, { once: true });

  const headers: Record<string, string> = { ...options.headers, accept: "application/json" };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (options.lang) headers["accept-language"] = options.lang;
  const token = userToken();
  if (token) headers.userToken = token;

  try {
    const response = await (options.fetch ?? fetch)(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: controller.signal,
      ...(options.keepalive ? { keepalive: true } : {}),
    });
    const text = await response.text();
    const data: unknown = text ? parseJson(text) : null;
    if (response.status < 200 || response.status > 399) {
      throw new ApiRequestError(
        normalizeError(new Error(`${response.status} ${response.statusText}`), url, data),
        response.status,
        data,
      );
    }
    return { data: data as T, headers: response.headers, status: response.status };
  } catch (error) {
    if (error instanceof ApiRequestError) throw error;
    const failure = normalizeError(error, url);
    if (failure.message === REQUEST_CANCELED) console.info(`${REQUEST_CANCELED}: ${url}`);
    throw new ApiRequestError(failure, null);
  } finally {
    options.signal?.removeEventListener("abort", forward);
    if (key && inFlight.get(key) === controller) inFlight.delete(key);
  }
}

/** A part of the request the endpoint takes (required) or doesn't (absent). */
type Part<K extends string, T> = [T] extends [undefined]
  ? { [key in K]?: undefined }
  : Record<K, T>;

/**
 * The headers a write needs (its `auth` in core/contract/endpoints.ts): a solved captcha always,
 * or unless the visitor is signed in (the userToken header is added by the client itself).
 */
type AuthHeaders<N extends ApiRouteName> = Endpoints[N] extends { auth: { when: string } }
  ? { headers?: { reCaptchaToken?: string } }
  : Endpoints[N] extends { auth: { orUser: false } }
    ? { headers: { reCaptchaToken: string } }
    : Endpoints[N] extends { auth: { orUser: true } }
      ? { headers?: { reCaptchaToken?: string } }
      : { headers?: undefined };

/**
 * The captcha action a write's endpoint checks, as a type: the form names it and the compiler
 * checks it against the contract, `captchaToken("login" satisfies CaptchaOf<"POST /Contact">)`.
 */
export type CaptchaOf<K extends ApiKey> = Endpoints[NameOfKey<K>] extends {
  auth: { captcha: infer A };
}
  ? A
  : never;

/** What a call of endpoint N takes: its body, query and params as the contract types them. */
export type CallOptions<N extends ApiRouteName> = Part<"body", BodyIn<N>> &
  Part<"query", QueryIn<N>> &
  Part<"params", ParamsIn<N>> &
  AuthHeaders<N> &
  Pick<ApiOptions, "lang" | "signal" | "cancellable" | "keepalive" | "fetch">;

/** `/categories/:catalogID` with `{catalogID: 1072}` → `/categories/1072`; the query appended. */
export function apiPath(
  path: string,
  params: Record<string, unknown> | undefined,
  query: Record<string, unknown> | undefined,
): string {
  const filled = path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${path} needs its ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.append(name, String(value));
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

/** `"POST /events/search"` → its method and path: what the browser needs of an endpoint at run time. */
export function routeOf(key: ApiKey): Pick<ApiRoute, "method" | "path"> {
  const space = key.indexOf(" ");
  return {
    method: key.slice(0, space) as ApiRoute["method"],
    path: key.slice(space + 1) as ApiRoute["path"],
  };
}

/** The URL an endpoint is called at, for messages: `"POST /Contact"` → `/api/Contact`. */
export function apiUrl(key: ApiKey): string {
  return `/api${routeOf(key).path}`;
}

/**
 * Every browser call to `/api`: `call("POST /events/search", {body, lang, signal})`. The key is
 * the endpoint's method and path; the body, query, params and answer types come from its entry
 * in the contract (core/contract/endpoints.ts: types only, so no zod in the bundle), and a key
 * that names no endpoint does not compile.
 */
export function call<K extends ApiKey>(
  key: K,
  options: CallOptions<NameOfKey<K>>,
): Promise<ApiAnswer<AnswerOf<NameOfKey<K>>>> {
  const { body, query, params, headers, ...rest } = options as CallOptions<NameOfKey<K>> & {
    body?: unknown;
    query?: Record<string, unknown>;
    params?: Record<string, unknown>;
    headers?: Record<string, string>;
  };
  const route = routeOf(key);
  return fetchApi<AnswerOf<NameOfKey<K>>>(apiPath(route.path, params, query), {
    ...rest,
    method: route.method,
    ...(body === undefined ? {} : { body }),
    ...(headers ? { headers } : {}),
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export { USER_TOKEN_KEY };

function userToken(): string | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage.getItem(USER_TOKEN_KEY);
  } catch {
    return null;
  }
}

import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { apiErrorSchema } from "../../core/contract/errors.ts";

type TransformArguments = Parameters<typeof jsonSchemaTransform>[0];

/** The headers spec §6 and §7 authenticate writes with, as OpenAPI security schemes. */
export const securitySchemes = {
  userToken: {
    type: "apiKey",
    in: "header",
    name: "userToken",
    description: "A signed-in visitor's session token (spec §6).",
  },
  reCaptchaToken: {
    type: "apiKey",
    in: "header",
    name: "reCaptchaToken",
    description: "A solved captcha for the form being sent (spec §7): proof of work or reCAPTCHA.",
  },
} as const;

type SecurityRequirement = { [scheme in keyof typeof securitySchemes]?: string[] };

/** A signed-in visitor, or a solved captcha (reviews). */
export const captchaOrUser: SecurityRequirement[] = [{ userToken: [] }, { reCaptchaToken: [] }];
/** A signed-in member's session (issue 13: `/users/me…`, log-out). */
export const memberRequired: SecurityRequirement[] = [{ userToken: [] }];
/** A solved captcha, signed in or not (spec §7 POST /Contact). */
export const captchaRequired: SecurityRequirement[] = [{ reCaptchaToken: [] }];
/** A solved captcha only in the case the endpoint names (decision 127: sign-in, chat). */
export const captchaSometimes: SecurityRequirement[] = [{}, { reCaptchaToken: [] }];

/** `post /places/search` → `postPlacesSearch`; `{catalogID}` → `ByCatalogID`. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api/, "")
    .split(/[/-]/)
    .filter(Boolean)
    .map((part) => (part.startsWith(":") ? `by-${part.slice(1)}` : part))
    .flatMap((part) => part.split("-"));
  return [method.toLowerCase(), ...words.map((w) => w.charAt(0).toUpperCase() + w.slice(1))].join(
    "",
  );
}

/**
 * Each route's entry in the OpenAPI document: the zod schemas as JSON Schema, plus what every
 * operation needs (an operationId, its security, spec §8's error shape for any 4xx it doesn't
 * name). Routes whose schema says otherwise keep their own.
 */
export function documentRoute(input: TransformArguments) {
  const schema = (input.schema ?? {}) as Record<string, unknown> & {
    hide?: boolean;
    operationId?: string;
    security?: SecurityRequirement[];
    response?: Record<string, unknown>;
  };
  if (schema.hide) return jsonSchemaTransform(input);
  const response = schema.response ?? {};
  const method = Array.isArray(input.route.method) ? input.route.method[0] : input.route.method;
  const document = jsonSchemaTransform({
    ...input,
    schema: {
      ...schema,
      operationId: schema.operationId ?? operationIdOf(String(method), input.url),
      // Public unless the route names what it needs.
      security: schema.security ?? [],
      response: Object.keys(response).some((code) => code.startsWith("4"))
        ? response
        : { ...response, "4xx": apiErrorSchema },
    },
  });
  // An upload (a file as the raw body, endpoints.ts `upload`): the document names its types.
  const consumes = (schema as { consumes?: string[] }).consumes;
  if (!consumes || schema.body) return document;
  return {
    ...document,
    schema: { ...document.schema, body: { type: "string", format: "binary" } },
  };
}

type Operation = { operationId?: string; summary?: string; security?: object[] };
type OpenApiDocument = {
  info: { title: string; version: string };
  paths?: Record<string, Record<string, Operation>>;
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/**
 * `/api/docs`: the operations of the document as one server-rendered page, no script (so the
 * site's strict CSP holds as it is) and no extra package. The JSON itself is one link away.
 */
export function docsPage(document: OpenApiDocument): string {
  const rows = Object.entries(document.paths ?? {}).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const needs = (operation.security ?? [])
        .map((requirement) => Object.keys(requirement).join(" + "))
        .join(" or ");
      return `<tr id="${escapeHtml(operation.operationId ?? "")}"><td><code>${method.toUpperCase()}</code></td><td><code>/api${escapeHtml(path)}</code></td><td>${escapeHtml(operation.summary ?? "")}</td><td><code>${escapeHtml(operation.operationId ?? "")}</code></td><td>${escapeHtml(needs || "none")}</td></tr>`;
    }),
  );
  const title = escapeHtml(document.info.title);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:72rem;padding:0 1rem;color:#1f2933}table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #d9e2ec;padding:.5rem;text-align:left;vertical-align:top}code{font-size:.9em}</style>
</head><body><main>
<h1>${title}</h1>
<p>Version ${escapeHtml(document.info.version)}. The OpenAPI 3 document: <a href="/api/openapi.json">/api/openapi.json</a>. Every error answers <code>{title, message, url, type: "error"}</code>.</p>
<table><thead><tr><th scope="col">Method</th><th scope="col">Path</th><th scope="col">What it does</th><th scope="col">operationId</th><th scope="col">Needs</th></tr></thead>
<tbody>${rows.join("\n")}</tbody></table>
</main></body></html>
`;
}

/** Serves the document and its page; both stay out of the document themselves. */
export function registerApiDocs(api: FastifyInstance): void {
  api.get("/openapi.json", { schema: { hide: true } }, async () => api.swagger());
  api.get("/docs", { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type("text/html; charset=utf-8")
      .send(docsPage(api.swagger() as unknown as OpenApiDocument)),
  );
}

import type { FastifyInstance, FastifyRequest } from "fastify";
import { endpoints } from "../../core/contract/endpoints.ts";
import { HttpError } from "../plugins/errors.ts";
import type { SessionUser } from "../services/accounts/sessions.ts";
import { LibraryError, type LibraryRefusal } from "../services/media/library.ts";
import { endpoint, searchEndpoint } from "./endpoint.ts";
import { requestLang } from "./lang.ts";
import { type ApiContext, writeGuards } from "./verification.ts";

function staffOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw new Error("the staff guard runs before every admin handler");
  return request.user;
}

/** What the library's refusals say, in the API's words (spec §8). */
export function libraryRefusal(refusal: LibraryRefusal): HttpError {
  switch (refusal.kind) {
    case "notFound":
      return new HttpError(
        404,
        "Not found",
        "There is no such photo in the library (or on that item).",
      );
    case "itemNotFound":
      return new HttpError(404, "Not found", "There is no item with this id.");
    case "inUse":
      return new HttpError(
        409,
        "Photo in use",
        refusal.usedBy.length > 0
          ? `This photo is on ${refusal.usedBy.map((use) => `"${use.title}"`).join(", ")}; take it off first.`
          : "A site record (a team member, booth, provider, zone or banner) shows this photo; choose another picture there first.",
      );
    case "notReady":
      return new HttpError(
        409,
        "Alt text missing",
        "Write what the photo shows in English and in Spanish before putting it on an item.",
      );
    case "altInUse":
      return new HttpError(
        409,
        "Alt text needed",
        `This photo is on ${refusal.usedBy.map((use) => `"${use.title}"`).join(", ")}; its alt text must stay written in English and in Spanish.`,
      );
    case "duplicate":
      return new HttpError(
        409,
        "Already in the library",
        `This photo is in the library already (photo ${refusal.id}).`,
      );
    case "full":
      return new HttpError(
        409,
        "Library full",
        "The photo library is full; delete unused photos first.",
      );
  }
}

/** The library's refusals as HTTP errors; anything else as it was thrown. */
async function refusing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof LibraryError) throw libraryRefusal(error.refusal);
    throw error;
  }
}

/**
 * The photo library (issue 15, decision 098) under `/api/admin/media`, for editors and admins
 * (the staff guard runs first: server/api/index.ts). Every write is rate-limited and audited.
 */
export function mediaRoutes(app: FastifyInstance, context: ApiContext): void {
  const { services } = context;
  const library = services.mediaLibrary;
  const guards = (route: Parameters<typeof writeGuards>[1]) =>
    writeGuards(context, route, { bucket: "admin-media" });

  searchEndpoint(app, endpoints.adminMedia, async (request) => {
    const { page, pageSize, q } = request.query;
    return library.list({ page, pageSize, q, lang: requestLang(request, undefined) });
  });

  endpoint(app, endpoints.adminMediaItems, async (request) =>
    library.findItems(request.query.q, requestLang(request, undefined)),
  );

  endpoint(app, endpoints.adminMediaPhoto, (request) =>
    refusing(() => library.get(request.params.id, requestLang(request, undefined))),
  );

  endpoint(
    app,
    endpoints.adminMediaUpdate,
    (request) =>
      refusing(() =>
        library.update(
          request.params.id,
          request.body,
          staffOf(request),
          requestLang(request, undefined),
        ),
      ),
    { preHandler: guards(endpoints.adminMediaUpdate) },
  );

  endpoint(
    app,
    endpoints.adminMediaDelete,
    async (request) => {
      await refusing(() =>
        library.remove(request.params.id, staffOf(request), requestLang(request, undefined)),
      );
      return null;
    },
    { preHandler: guards(endpoints.adminMediaDelete) },
  );

  endpoint(
    app,
    endpoints.adminMediaAttach,
    (request) =>
      refusing(() =>
        library.attach(
          request.params.id,
          request.params.itemId,
          staffOf(request),
          requestLang(request, undefined),
        ),
      ),
    { preHandler: guards(endpoints.adminMediaAttach) },
  );

  endpoint(
    app,
    endpoints.adminMediaDetach,
    (request) =>
      refusing(() =>
        library.detach(
          request.params.id,
          request.params.itemId,
          staffOf(request),
          requestLang(request, undefined),
        ),
      ),
    { preHandler: guards(endpoints.adminMediaDetach) },
  );

  // The photo is the request body itself, whatever type it claims: the library knows it by its
  // bytes. Its own scope, so no other endpoint reads anything but JSON. Past 15 MB (by its
  // Content-Length, before the body is read) Fastify answers 413.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => {
      done(null, body);
    });
    endpoint(
      scope,
      endpoints.adminMediaUpload,
      (request) => {
        const body: unknown = request.body;
        const bytes = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
        return refusing(() =>
          library.upload(
            { bytes, fileName: request.query.name },
            staffOf(request),
            requestLang(request, undefined),
          ),
        );
      },
      { preHandler: guards(endpoints.adminMediaUpload) },
    );
  });
}

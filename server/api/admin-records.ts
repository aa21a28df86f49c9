import type { FastifyInstance } from "fastify";
import { endpoints } from "../../core/contract/endpoints.ts";
import {
  RECORD_SCHEMAS,
  type RecordDocuments,
  recordDraftPublishAtSchema,
} from "../../core/contract/records.ts";
import { draftPublishAtProblem } from "../../core/record-drafts.ts";
import type { RecordKind } from "../../core/records.ts";
import { HttpError } from "../plugins/errors.ts";
import { FieldsError } from "../services/errors.ts";
import type { RecordWrite } from "../services/records/service.ts";
import { member } from "./accounts.ts";
import { endpoint, searchEndpoint } from "./endpoint.ts";
import { type ApiContext, writeGuards } from "./verification.ts";

const missing = () => new HttpError(404, "Not found", "There is no such record with this id.");

/** The record a write answers, or the refusal in the API's words. */
function written(outcome: RecordWrite) {
  if (outcome.kind === "missing") throw missing();
  if (outcome.kind === "conflict") throw new HttpError(409, "Conflict", outcome.message);
  return outcome.record;
}

/**
 * A body checked by its kind's schema (the path names the kind, so the contract's body is any
 * object): a refusal names every bad field, as the contract's own validation does.
 */
export function recordDocument<K extends RecordKind>(kind: K, body: unknown): RecordDocuments[K] {
  const parsed = RECORD_SCHEMAS[kind].safeParse(body);
  if (parsed.success) return parsed.data as RecordDocuments[K];
  throw new FieldsError(
    parsed.error.issues.flatMap((issue) => {
      const keys = (issue as { keys?: string[] }).keys;
      const base = issue.path.map(String);
      return keys && keys.length > 0
        ? keys.map((key) => ({ field: [...base, key].join("."), message: issue.message }))
        : [{ field: base.join("."), message: issue.message }];
    }),
  );
}

/** A draft's `publishAt`: absent, or an ISO instant in the future (decision 108). */
function draftPublishAt(value: unknown): Date | null {
  if (value === undefined || value === null || value === "") return null;
  const parsed = recordDraftPublishAtSchema.safeParse(value);
  const problem = parsed.success && parsed.data ? draftPublishAtProblem(parsed.data) : "invalid";
  if (problem === null) return new Date(value as string);
  throw new FieldsError([
    {
      field: "publishAt",
      message:
        problem === "past"
          ? "A scheduled publication must be in the future."
          : "Give the publication time as an ISO date-time with its offset.",
    },
  ]);
}

/**
 * The record editor (issue 15, decision 106) under `/api/admin/records/:kind`, for editors
 * (and admins): the staff guard runs first (server/api/index.ts); writes share the editing
 * budget with places and activities, and the service audits each one.
 */
export function adminRecordsRoutes(app: FastifyInstance, context: ApiContext): void {
  const { records } = context.services;
  const guards = (definition: Parameters<typeof writeGuards>[1]) => ({
    preHandler: writeGuards(context, definition, { bucket: "admin-content" }),
  });

  searchEndpoint(app, endpoints.adminRecords, (request) =>
    records.list(request.params.kind, request.query),
  );

  endpoint(app, endpoints.adminRecord, async (request) => {
    const record = await records.one(request.params.kind, request.params.id);
    if (!record) throw missing();
    return record;
  });

  endpoint(
    app,
    endpoints.adminRecordCreate,
    async (request) => {
      const { kind } = request.params;
      const made = await records.create(kind, recordDocument(kind, request.body), member(request));
      if (!made) throw new HttpError(409, "Conflict", `Records of kind ${kind} can't be added.`);
      return made;
    },
    guards(endpoints.adminRecordCreate),
  );

  endpoint(
    app,
    endpoints.adminRecordEdit,
    async (request) => {
      const { kind, id } = request.params;
      return written(
        await records.edit(kind, id, recordDocument(kind, request.body), member(request)),
      );
    },
    guards(endpoints.adminRecordEdit),
  );

  endpoint(
    app,
    endpoints.adminRecordDelete,
    async (request) => {
      const { kind, id } = request.params;
      const outcome = await records.remove(kind, id, member(request));
      if (outcome === "missing") throw missing();
      if (outcome === "notDeletable") {
        throw new HttpError(409, "Conflict", `Records of kind ${kind} can't be deleted.`);
      }
      if (outcome === "inUse") {
        throw new HttpError(
          409,
          "Conflict",
          "Items, sub-catalogs or sub-categories still use this record: move them first.",
        );
      }
      return null;
    },
    guards(endpoints.adminRecordDelete),
  );

  endpoint(
    app,
    endpoints.adminRecordDraft,
    async (request) => {
      const { kind, id } = request.params;
      const { publishAt: when, ...body } = request.body;
      const publishAt = draftPublishAt(when);
      return written(
        await records.saveDraft(kind, id, recordDocument(kind, body), publishAt, member(request)),
      );
    },
    guards(endpoints.adminRecordDraft),
  );

  endpoint(
    app,
    endpoints.adminRecordDraftPublish,
    async (request) => {
      const { kind, id } = request.params;
      return written(await records.publishDraft(kind, id, member(request)));
    },
    guards(endpoints.adminRecordDraftPublish),
  );

  endpoint(
    app,
    endpoints.adminRecordDraftDiscard,
    async (request) => {
      const { kind, id } = request.params;
      return written(await records.discardDraft(kind, id, member(request)));
    },
    guards(endpoints.adminRecordDraftDiscard),
  );

  endpoint(app, endpoints.adminRecordRevisions, async (request) => {
    const revisions = await records.revisions(request.params.kind, request.params.id);
    if (!revisions) throw missing();
    return revisions;
  });

  endpoint(
    app,
    endpoints.adminRecordRestore,
    async (request) => {
      const { kind, id, revision } = request.params;
      return written(await records.restore(kind, id, revision, member(request)));
    },
    guards(endpoints.adminRecordRestore),
  );
}

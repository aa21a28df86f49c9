import type { Readable } from "node:stream";
import type { FastifyRequest } from "fastify";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { AVATAR_UPLOAD_MAX_BYTES } from "../../core/avatar.ts";
import { PHOTO_UPLOAD_MAX_BYTES } from "../../core/media.ts";
import { type StaffRole, staffAllowed } from "../../core/staff.ts";
import type { SessionUser } from "../services/accounts/sessions.ts";

/**
 * What a page takes before its body is read (decision 129): GET and HEAD everywhere; POST where
 * the page has an action, as a form (urlencoded or multipart) of at most the API's 64 KB; a file
 * form's larger limit only on the pages whose forms carry a file, for who may upload there.
 */
export const PAGE_BODY_LIMIT = 64 * 1024;
export const PAGE_FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** A page whose form carries a file: its limit (the file and its fields), and who may send it. */
export type Upload = { bytes: number; staff?: readonly StaffRole[] };

/**
 * The pages (route ids without their language) whose forms carry a file: the account page's
 * picture (any signed-in member), the photo library's upload without JavaScript (its screen's
 * roles: app/features/admin/screens.ts names them for the screen, admin included).
 */
export const UPLOADS: Record<string, Upload> = {
  account: { bytes: AVATAR_UPLOAD_MAX_BYTES + PAGE_BODY_LIMIT },
  "admin-media": { bytes: PHOTO_UPLOAD_MAX_BYTES + PAGE_BODY_LIMIT, staff: ["editor"] },
};

/** Whether `user` may send a file form of `upload`: staff only once past the second factor. */
export function mayUpload(upload: Upload, user: SessionUser | undefined): boolean {
  if (!user) return false;
  if (upload.staff) return staffAllowed(user.role, upload.staff) && user.secondFactor;
  return user.role === "visitor" || user.secondFactor;
}

/** What a page's body may be, once its method and type passed: read up to `limit` bytes. */
export type FormBody = { limit: number; declared: number; upload?: Upload };

declare module "fastify" {
  interface FastifyRequest {
    /** Set for a form posted to a page, before its body is read (./page-bodies.ts). */
    formBody: FormBody | undefined;
  }
}

export type PageRoutes = (pathname: string) => { action: boolean; upload: Upload | undefined };

type RouteNode = {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children: RouteNode[];
};

/** The build's routes as React Router matches them: whether a path's page has an action. */
export function pageRoutes(build: ServerBuild): PageRoutes {
  const nodes = new Map<string, RouteNode>();
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route) continue;
    nodes.set(id, {
      id,
      ...(route.path !== undefined ? { path: route.path } : {}),
      ...(route.index ? { index: true } : {}),
      ...(route.caseSensitive ? { caseSensitive: true } : {}),
      children: [],
    });
  }
  const roots: RouteNode[] = [];
  for (const [id, node] of nodes) {
    const parentId = build.routes[id]?.parentId;
    const parent = parentId ? nodes.get(parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  // matchRoutes ranks every branch of the tree again on each call: the answers are kept, a
  // bounded number of paths at a time.
  const known = new Map<string, ReturnType<PageRoutes>>();
  return (pathname) => {
    const kept = known.get(pathname);
    if (kept) return kept;
    const matches = matchRoutes(roots as RouteObject[], pathname) ?? [];
    const ids = matches.map((match) => match.route.id ?? "");
    const action = ids.some((id) => build.routes[id]?.module.action !== undefined);
    const leaf = ids.at(-1) ?? "";
    // Route ids are `{lang}:{page}` (app/routes.ts).
    const answer = { action, upload: UPLOADS[leaf.slice(leaf.indexOf(":") + 1)] };
    if (known.size >= KNOWN_PATHS) known.clear();
    known.set(pathname, answer);
    return answer;
  };
}

const KNOWN_PATHS = 2000;

/** The page a request names: its path decoded, a single-fetch `.data` request's page. */
export function pagePathname(url: string): string {
  let path = url.split("?")[0] || "/";
  try {
    path = decodeURI(path);
  } catch {
    // Left as sent: it matches no page.
  }
  if (path === "/_root.data") return "/";
  return path.endsWith(".data") ? path.slice(0, -".data".length) : path;
}

export type Refusal = {
  status: 405 | 413 | 415;
  title: string;
  message: string;
  allow?: string;
  accept?: string;
  /** A body not read (chunked, or past the limit) ends the connection after the answer. */
  close: boolean;
};

/** A request to a page that is not GET or HEAD: refused (before its body), or what it may carry. */
export function refusalFor(routes: PageRoutes, request: FastifyRequest): Refusal | FormBody {
  const headers = request.headers;
  const declared = Number(headers["content-length"] ?? 0) || 0;
  const close = headers["transfer-encoding"] !== undefined || declared > PAGE_BODY_LIMIT;
  const { action, upload } = routes(pagePathname(request.url));
  const allow = action ? "GET, HEAD, POST" : "GET, HEAD";
  if (request.method !== "POST" || !action) {
    const message = `This page answers ${allow}, not ${request.method}.`;
    return { status: 405, title: "Method not allowed", message, allow, close };
  }
  const type = (headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (!PAGE_FORM_TYPES.includes(type)) {
    const accept = PAGE_FORM_TYPES.join(", ");
    const message = `This page takes a form, sent as ${PAGE_FORM_TYPES.join(" or ")}.`;
    return { status: 415, title: "Unsupported media type", message, accept, close };
  }
  const file = type === "multipart/form-data" ? upload : undefined;
  if (declared > (file?.bytes ?? PAGE_BODY_LIMIT)) {
    const message = `A form posted to this page may carry ${(file?.bytes ?? PAGE_BODY_LIMIT) / 1024} KB.`;
    return { status: 413, title: "Request too large", message, close: true };
  }
  return { limit: PAGE_BODY_LIMIT, declared, ...(file ? { upload: file } : {}) };
}

const clientError = (status: number, message: string, code: string) =>
  Object.assign(new Error(message), { statusCode: status, code });

/**
 * A page's form body, read whole up to the request's limit (a 413 past it, whatever the body's
 * framing). A multipart body that does not parse is a 400 here, not a failure in the action.
 */
export function readFormBody(request: FastifyRequest, payload: Readable): Promise<Buffer> {
  const limit = request.formBody?.limit ?? PAGE_BODY_LIMIT;
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      payload.removeListener("data", onData);
      payload.removeListener("end", onEnd);
      payload.removeListener("error", onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        stop();
        reject(clientError(413, "The request body is too large.", "FST_ERR_CTP_BODY_TOO_LARGE"));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      stop();
      reject(Object.assign(error, { statusCode: 400 }));
    };
    payload.on("data", onData);
    payload.on("end", onEnd);
    payload.on("error", onError);
    payload.resume();
  }).then(async (body) => {
    const type = request.headers["content-type"] ?? "";
    if (!type.toLowerCase().startsWith("multipart/form-data")) return body;
    try {
      await new Response(new Uint8Array(body), { headers: { "content-type": type } }).formData();
    } catch {
      throw clientError(400, "The form's body is not valid multipart/form-data.", "BAD_FORM");
    }
    return body;
  });
}

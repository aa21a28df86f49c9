import type { FastifyInstance } from "fastify";
import type { AvatarService } from "../services/accounts/avatars.ts";
import { discardBodies, plainTextErrors, sendPlainText } from "./errors.ts";

const FILE = /^([0-9a-f]{32})\.(webp|jpg)$/;
const TYPES = { webp: "image/webp", jpg: "image/jpeg" } as const;

/**
 * `/img/avatars/{key}.webp|jpg`: a member's picture, as stored (already square and small). A new
 * picture has a new key, so an address never changes what it shows; it is cached for a day only,
 * so a picture its member removed (or whose account closed) leaves shared caches soon after.
 * Beside `/img`, whose other paths are content's images by hash (./images.ts).
 */
export async function registerAvatars(app: FastifyInstance, avatars: AvatarService) {
  await app.register(async (scope) => {
    plainTextErrors(scope);
    discardBodies(scope);
    scope.get<{ Params: { file: string } }>("/img/avatars/:file", async (request, reply) => {
      const match = FILE.exec(request.params.file);
      const format = match?.[2] as keyof typeof TYPES | undefined;
      const bytes = match?.[1] && format ? await avatars.get(match[1], format) : undefined;
      if (!bytes || !format)
        return sendPlainText(reply, 404, "There is no picture at this address.");
      return reply
        .header("content-type", TYPES[format])
        .header("cache-control", "public, max-age=86400")
        .send(Buffer.from(bytes));
    });
  });
}

import { z } from "zod";

/** Spec §8: every error body is `{title, message, url, type: "error"}`; bad input also names fields. */
export const apiErrorSchema = z.object({
  title: z.string(),
  message: z.string(),
  url: z.string(),
  type: z.literal("error"),
  fields: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { type?: unknown }).type === "error" &&
    typeof (value as { title?: unknown }).title === "string"
  );
}

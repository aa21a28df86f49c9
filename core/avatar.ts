/**
 * A member's picture upload (issue 13: PUT /users/me/avatar and the account page's form): the
 * kinds of picture taken, known by their bytes (server/services/accounts/avatars.ts), and the
 * most bytes read. No zod here: the account page's file input carries the list to the browser.
 */
export const AVATAR_UPLOAD_TYPES = [
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/gif",
  "image/avif",
] as const;
export const AVATAR_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export const SESSION_SECRET_FILE = "session-secret";

/**
 * The key that signs cookies (decision 049): SESSION_SECRET when set; otherwise one made on the
 * first start and kept in the data directory (readable by its owner only), so a restart keeps
 * the visits' cookies valid. Two processes starting at once agree: the file is created
 * exclusively, and the one that loses reads the winner's key.
 */
export function sessionSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, SESSION_SECRET_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, `${randomBytes(32).toString("base64url")}\n`, { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const secret = readFileSync(file, "utf8").trim();
  if (secret.length < 32) {
    throw new Error(
      `${file} holds no usable key: delete it (a new one is made) or set SESSION_SECRET`,
    );
  }
  return secret;
}

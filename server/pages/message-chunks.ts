import { readdir } from "node:fs/promises";

/**
 * The client build's message-group chunks (app/i18n/messages/{lang}/{group}.ts), by
 * `{lang}/{group}`: vite.config.ts names them `messages-{lang}-{group}-{hash}.js`. A page's head
 * names those it uses as module preloads (app/i18n/index.ts), so the browser fetches them with
 * the page's code instead of one round trip later, when the code asks for them (decision 068).
 * In development there are none, and nothing is preloaded.
 */
export type MessageChunks = Readonly<Record<string, string>>;

const CHUNK = /^messages-([a-z]{2})-([a-z]+)-[\w-]+\.js$/;

export async function messageChunks(
  assetsDir: string,
  urlPrefix = "/assets/",
): Promise<MessageChunks> {
  const files = await readdir(assetsDir).catch(() => [] as string[]);
  const chunks: Record<string, string> = {};
  for (const file of files.sort()) {
    const match = CHUNK.exec(file);
    if (match) chunks[`${match[1]}/${match[2]}`] = urlPrefix + file;
  }
  return chunks;
}

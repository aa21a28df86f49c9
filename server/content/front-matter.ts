/** Splits a content file into its `key: value` front matter and the Markdown body after it. */
export function parseFrontMatter(source: string, file: string) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`${file}: missing front matter between --- lines`);
  const [, head = "", body = ""] = match;
  const data: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    if (!line.trim()) continue;
    const colon = line.indexOf(":");
    if (colon < 1) throw new Error(`${file}: front matter line is not "key: value": ${line}`);
    data[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return { data, body: body.trim() };
}

/**
 * The Markdown an editor is shown for text the seed stored as HTML (a provider's description,
 * from content/'s Markdown through `markdownToHtml`): the sanitised subset (paragraphs, emphasis,
 * links, lists, headings, quotes, line breaks) written back as Markdown, so the form reads as it
 * was written. Anything else (or text that isn't that HTML) is returned as it is: HTML is valid
 * Markdown, sanitised again on save.
 */
export function sanitisedHtmlToMarkdown(html: string): string {
  const source = html.trim();
  if (!source.startsWith("<")) return html;
  const tags = source.match(/<\/?([a-z0-9]+)[^>]*>/gi) ?? [];
  const known = /^<\/?(p|br|strong|b|em|i|a|ul|ol|li|h2|h3|h4|blockquote)\b/i;
  if (!tags.every((tag) => known.test(tag))) return html;
  const markdown = source
    .replace(/<h([2-4])>/gi, (_, level: string) => `${"#".repeat(Number(level))} `)
    .replace(/<\/h[2-4]>/gi, "\n\n")
    .replace(/<(strong|b)>|<\/(strong|b)>/gi, "**")
    .replace(/<(em|i)>|<\/(em|i)>/gi, "*")
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, "[$2]($1)")
    .replace(/<(ul|ol)>([\s\S]*?)<\/\1>\s*/gi, (_, list: string, items: string) => {
      const entries = items.split(/<li>/i).slice(1);
      const lines = entries.map((entry, index) => {
        const marker = list.toLowerCase() === "ol" ? `${index + 1}.` : "-";
        return `${marker} ${entry.replace(/<\/li>\s*/i, "").trim()}`;
      });
      return `${lines.join("\n")}\n\n`;
    })
    .replace(/<blockquote>\s*/gi, "> ")
    .replace(/<\/blockquote>/gi, "\n\n")
    .replace(/<br\s*\/?>/gi, "  \n")
    .replace(/<p>/gi, "")
    .replace(/<\/p>\s*/gi, "\n\n")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, "&");
  return markdown.replace(/\n{3,}/g, "\n\n").trim();
}

/**
 * Rich text from our own content (Markdown rendered and sanitised on the server, when it is saved
 * or read: server/services/html.ts), in the article typography. The one place HTML is injected.
 */
export function Prose({ html, className = "" }: { html: string; className?: string }) {
  return (
    <div
      className={`prose-article ${className}`.trim()}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (server/services/html.ts).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

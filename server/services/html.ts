import { marked } from "marked";
import sanitizeHtml from "sanitize-html";

/**
 * The only HTML content may contain: structure and emphasis, links that are plain http(s),
 * mailto or site-relative. Applied whenever content is written, so pages can render it as is.
 */
const POLICY: sanitizeHtml.IOptions = {
  allowedTags: ["p", "h2", "h3", "h4", "ul", "ol", "li", "em", "strong", "a", "blockquote", "br"],
  allowedAttributes: { a: ["href", "title", "rel", "target"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowProtocolRelative: false,
  transformTags: {
    // Content headings start at h2: the page title is the only h1.
    h1: "h2",
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.href?.startsWith("/")
        ? attribs
        : { ...attribs, rel: "noopener noreferrer", target: "_blank" },
    }),
  },
};

export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, POLICY).trim();
}

export function markdownToHtml(markdown: string): string {
  return sanitizeContentHtml(marked.parse(markdown, { async: false, gfm: true }));
}

import { describe, expect, it } from "vitest";
import { markdownToHtml, sanitizeContentHtml } from "./html.ts";

describe("content HTML", () => {
  it("keeps structure and emphasis", () => {
    const html =
      "<h2>Title</h2><p>Some <em>text</em> and <strong>more</strong>.</p><ul><li>one</li></ul>";
    expect(sanitizeContentHtml(html)).toBe(html);
  });
  it("removes scripts, event handlers, styles and javascript: links", () => {
    const html = sanitizeContentHtml(
      '<p onclick="x()" style="color:red">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)></p>',
    );
    expect(html).not.toMatch(/script|onclick|style|javascript|onerror|<img/i);
    expect(html).toContain("Hi");
  });
  it("opens external links safely and demotes h1", () => {
    expect(sanitizeContentHtml('<h1>A</h1><a href="https://example.org">b</a>')).toBe(
      '<h2>A</h2><a href="https://example.org" rel="noopener noreferrer" target="_blank">b</a>',
    );
  });
  it("renders the Markdown subset content uses", () => {
    expect(markdownToHtml("## Whales\n\nThey *sing*.\n\n- one\n- two")).toBe(
      "<h2>Whales</h2>\n<p>They <em>sing</em>.</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>",
    );
  });
});

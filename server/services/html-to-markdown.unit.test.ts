import { describe, expect, it } from "vitest";
import { markdownToHtml } from "./html.ts";
import { sanitisedHtmlToMarkdown } from "./html-to-markdown.ts";

// A seeded provider's description, stored as HTML, shown to its editor as Markdown (decision 106).
describe("the Markdown of stored HTML", () => {
  it("writes paragraphs, emphasis, links and lists back as Markdown that renders the same", () => {
    const markdown = [
      "Small boats from **Marina Vallarta**, with *naturalist* guides.",
      'Book on [our site](https://farochico.example) & ask for "Lucha".',
      "- Whales in winter\n- Snorkelling at Los Arcos",
      "1. Meet at Dock C\n2. Board at 8:00",
    ].join("\n\n");
    const html = markdownToHtml(markdown);
    const back = sanitisedHtmlToMarkdown(html);
    expect(back).toContain("**Marina Vallarta**");
    expect(back).toContain("[our site](https://farochico.example)");
    expect(back).toContain('& ask for "Lucha"');
    expect(back).toContain("- Whales in winter\n- Snorkelling at Los Arcos");
    expect(back).toContain("1. Meet at Dock C\n2. Board at 8:00");
    expect(markdownToHtml(back)).toBe(html);
  });

  it("leaves text that isn't the sanitised HTML as it is", () => {
    expect(sanitisedHtmlToMarkdown("Plain **Markdown** already")).toBe(
      "Plain **Markdown** already",
    );
    const other = "<p>A table</p><table><tr><td>x</td></tr></table>";
    expect(sanitisedHtmlToMarkdown(other)).toBe(other);
  });
});

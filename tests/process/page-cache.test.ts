import { createHash } from "node:crypto";
import pg from "pg";
import { describe, expect, it, vi } from "vitest";
import { withScratchPostgres } from "../helpers/postgres.ts";
import { startServer, tempDataDir } from "../helpers/server-process.ts";

const scriptSources = (response: Response) =>
  /script-src ([^;]*)/.exec(response.headers.get("content-security-policy") ?? "")?.[1] ?? "";

/** The text of each inline script that runs (not JSON-LD data, not an external file). */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = ""]) => !/src=|application\/ld\+json/.test(attributes))
    .map(([, , text = ""]) => text);

describe("the page cache", () => {
  it("serves a cached page as stored: compressed, its inline scripts allowed by their hashes", async () => {
    const server = await startServer({ DATA_DIR: await tempDataDir() });
    try {
      const first = await fetch(`${server.url}/magazine`);
      const second = await fetch(`${server.url}/magazine`);
      expect(first.headers.get("x-cache")).toBe("miss");
      expect(second.headers.get("x-cache")).toBe("hit");
      // Decision 059: no nonce (the same bytes for every visitor), each inline script by hash.
      expect(scriptSources(second)).toBe(scriptSources(first));
      expect(scriptSources(second)).not.toContain("nonce-");
      expect(scriptSources(second)).not.toContain("unsafe-inline");
      const html = await second.text();
      const br = await fetch(`${server.url}/magazine`, {
        headers: { "accept-encoding": "br, gzip" },
      });
      expect(br.headers.get("content-encoding")).toBe("br");
      expect(await br.text()).toBe(html);
      expect(html).toBe(await first.text());
      expect(html).not.toContain("nonce=");
      const scripts = inlineScripts(html);
      expect(scripts.length).toBeGreaterThan(2);
      for (const script of scripts) {
        const hash = createHash("sha256").update(script, "utf8").digest("base64");
        expect(scriptSources(second)).toContain(`'sha256-${hash}'`);
      }
      const gzip = await fetch(`${server.url}/magazine`, {
        headers: { "accept-encoding": "gzip" },
      });
      expect(gzip.headers.get("content-encoding")).toBe("gzip");
      expect(gzip.headers.get("vary")).toMatch(/accept-encoding/i);
      expect(await gzip.text()).toBe(html);
      // Tracking parameters change nothing on the page: they hit the same entry (decision 046),
      // and the page rendered for one of them doesn't carry it.
      for (const tracking of ["utm_source=newsletter", "fbclid=IwAR0abc", "gclid=Cj0KCQ"]) {
        const tracked = await fetch(`${server.url}/magazine?${tracking}`);
        expect(tracked.headers.get("x-cache"), tracking).toBe("hit");
      }
      const firstTracked = await fetch(`${server.url}/magazine?page=1&utm_campaign=zq-campaign-7x`);
      expect(firstTracked.headers.get("x-cache")).toBe("miss");
      expect(await firstTracked.text()).not.toContain("zq-campaign-7x");
      expect((await fetch(`${server.url}/magazine?page=1`)).headers.get("x-cache")).toBe("hit");
      // A visit that sets the team cookie is rendered for it, and the team's pages are their own.
      const team = await fetch(`${server.url}/magazine?team=TOG`);
      expect(team.headers.get("x-cache")).toBeNull();
      // A page rendered for its request is compressed whole as it is sent (decision 118): the
      // same page in each encoding, but for its nonce.
      const withoutNonces = (page: string) => page.replaceAll(/ nonce="[^"]*"/g, "");
      const rendered: string[] = [];
      for (const encoding of ["br", "gzip", "identity"]) {
        const answer = await fetch(`${server.url}/magazine?team=TOG`, {
          headers: { "accept-encoding": encoding },
        });
        expect(answer.headers.get("x-cache")).toBeNull();
        expect(answer.headers.get("content-encoding"), encoding).toBe(
          encoding === "identity" ? null : encoding,
        );
        if (encoding !== "identity") expect(answer.headers.get("vary")).toMatch(/accept-encoding/i);
        rendered.push(withoutNonces(await answer.text()));
      }
      expect(rendered[0]).toMatch(/<\/html>$/);
      expect(new Set(rendered).size).toBe(1);
      const teamCookie = team.headers.get("set-cookie")?.split(";")[0] ?? "";
      // Signed (decision 049): the value, a dot, its signature.
      expect(teamCookie).toMatch(/^marea_team=TOG\./);
      const withCookie = await fetch(`${server.url}/magazine`, {
        headers: { cookie: teamCookie },
      });
      expect(withCookie.headers.get("x-cache")).toBe("miss");
      expect(await withCookie.text()).toContain("+52 322 627 3204");
      // Other cookies (a Welcome Centre visit's, analytics') don't reach a cacheable render, so
      // their visitors share the entries (issue 12).
      const others = "marea_visit=eyJmaXJzdCI6e319.sig; _ga=GA1.1.123";
      const visitor = await fetch(`${server.url}/magazine`, { headers: { cookie: others } });
      expect(visitor.headers.get("x-cache")).toBe("hit");
      expect(await visitor.text()).toBe(html);
      const teamVisitor = await fetch(`${server.url}/magazine`, {
        headers: { cookie: `${others}; ${teamCookie}` },
      });
      expect(teamVisitor.headers.get("x-cache")).toBe("hit");
      expect(await teamVisitor.text()).toContain("+52 322 627 3204");
    } finally {
      await server.stop();
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "drops pages once their content changes, whichever process changed it",
    () =>
      withScratchPostgres("cache", async (url) => {
        const server = await startServer({ DATA_DIR: await tempDataDir(), DATABASE_URL: url });
        const editor = new pg.Client({ connectionString: url });
        try {
          const page = `${server.url}/magazine/raicilla-agave-spirit`;
          await fetch(page);
          expect((await fetch(page)).headers.get("x-cache")).toBe("hit");
          // Another process (here: an editor's SQL session) changes the article's title.
          await editor.connect();
          await editor.query(
            `UPDATE item_translations SET title = 'Raicilla, retitled' WHERE lang = 'en' AND item_id = (SELECT id FROM items WHERE friendly_url = 'raicilla-agave-spirit')`,
          );
          // The server hears of the change by notification (decision 058): not with the editor's
          // answer, but as soon as the notification arrives.
          await vi.waitFor(
            async () => {
              const after = await fetch(page);
              expect(after.headers.get("x-cache")).toBe("miss");
              expect(await after.text()).toContain("Raicilla, retitled");
            },
            { timeout: 5000, interval: 50 },
          );
        } finally {
          await editor.end().catch(() => {});
          await server.stop();
        }
      }),
  );
});

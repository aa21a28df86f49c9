import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RawConnection } from "../helpers/raw-http.ts";
import { type ServerProcess, startServer, tempDataDir } from "../helpers/server-process.ts";

// Fastify's body limit is 64 KB: one body under it, one over it.
const SMALL = Buffer.alloc(60 * 1024, "a");
const LARGE = Buffer.alloc(200 * 1024, "a");
// A request after a body must be answered at once, not after a socket timeout.
const PROMPTLY = 3_000;

let server: ServerProcess;
beforeAll(async () => {
  server = await startServer({ DATA_DIR: await tempDataDir() });
});
afterAll(() => server.stop());

/** Sends `method url` with `body`, then a GET on the same connection; returns both answers. */
async function bodyThenGet(method: string, url: string, body: Buffer, type = "text/plain") {
  const connection = await RawConnection.open(server.url);
  try {
    connection.send(
      method,
      url,
      { "content-type": type, "content-length": `${body.length}` },
      body,
    );
    const first = await connection.response(PROMPTLY);
    connection.send("GET", "/healthz", {});
    const second = await connection.response(PROMPTLY);
    return { first, second };
  } finally {
    connection.close();
  }
}

/**
 * Sends a body over the limit: the answer is a 413 at once, and the server closes the connection
 * (Fastify does so after any body it refused, since the client may still be sending).
 */
async function tooLarge(method: string, url: string, type = "text/plain") {
  const connection = await RawConnection.open(server.url);
  try {
    connection.send(
      method,
      url,
      { "content-type": type, "content-length": `${LARGE.length}` },
      LARGE,
    );
    const response = await connection.response(PROMPTLY);
    await connection.closedWithin(PROMPTLY);
    return response;
  } finally {
    connection.close();
  }
}

describe("request bodies on a keep-alive connection (issue 10)", () => {
  for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
    it(`${method} to a page: a 405 with the body read, the connection goes on; a 413 over the limit`, async () => {
      const small = await bodyThenGet(method, "/magazine", SMALL);
      expect(small.first.status).toBe(405);
      expect(small.second.status).toBe(200);
      expect((await tooLarge(method, "/magazine")).status).toBe(413);
    });
  }

  it("a body to the API, /img and /assets is read or refused, never left to stall", async () => {
    for (const url of ["/api/nowhere", "/img/x/y.svg", "/assets/none.js"]) {
      const small = await bodyThenGet("POST", url, SMALL, "application/octet-stream");
      expect(small.first.status, url).toBe(url.startsWith("/api") ? 415 : 404);
      expect(small.second.status, url).toBe(200);
    }
    for (const url of ["/api/reviews", "/api/nowhere", "/img/x/y.svg", "/assets/none.js"]) {
      expect((await tooLarge("POST", url, "application/json")).status, url).toBe(413);
    }
  });
});

describe("errors under /api, /assets and /img are never the HTML page (issue 10)", () => {
  it("answers the API's unknown paths and methods in the spec's JSON shape", async () => {
    const cases: Array<[string, string, number]> = [
      ["GET", "/api", 404],
      ["GET", "/api/", 404],
      ["POST", "/api/nowhere/deeper", 404],
      ["GET", "/api/places/search", 405],
      ["PUT", "/api/Contact", 405],
    ];
    for (const [method, url, status] of cases) {
      const response = await fetch(`${server.url}${url}`, { method });
      expect(response.status, `${method} ${url}`).toBe(status);
      expect(response.headers.get("content-type"), url).toContain("application/json");
      expect(await response.json(), url).toMatchObject({ type: "error", url });
    }
  });

  it("answers unknown files under /assets and /img with a plain-text 404", async () => {
    const urls = [
      "/assets",
      "/assets/",
      "/assets/none.js",
      "/assets/a/b/c.css",
      "/img",
      "/img/",
      "/img/x",
      "/img/nothash/x.svg",
      `/img/${"0".repeat(64)}/x.svg`,
    ];
    for (const method of ["GET", "POST"]) {
      for (const url of urls) {
        const response = await fetch(`${server.url}${url}`, { method });
        expect(response.status, `${method} ${url}`).toBe(404);
        expect(response.headers.get("content-type"), url).toBe("text/plain; charset=utf-8");
        expect(await response.text(), url).not.toContain("<html");
      }
    }
  });
});

describe("the icon set (issue 10)", () => {
  it("serves /favicon.ico as an icon, not the home page", async () => {
    const response = await fetch(`${server.url}/favicon.ico`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    const bytes = Buffer.from(await response.arrayBuffer());
    // ICONDIR: reserved 0, type 1 (icon), then the image count.
    expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2), bytes.readUInt16LE(4)]).toEqual([
      0, 1, 3,
    ]);
  });

  it("lists PNG icons of 192 and 512 px in the manifest, and each is that size", async () => {
    const manifest = (await (await fetch(`${server.url}/manifest.webmanifest`)).json()) as {
      icons: Array<{ src: string; sizes: string; type: string }>;
    };
    const pngs = manifest.icons.filter((icon) => icon.type === "image/png");
    expect(pngs.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    for (const icon of manifest.icons) {
      const response = await fetch(`${server.url}${icon.src}`);
      expect(response.status, icon.src).toBe(200);
      expect(response.headers.get("content-type"), icon.src).toContain(icon.type);
      if (icon.type !== "image/png") continue;
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(`${meta.width}x${meta.height}`, icon.src).toBe(icon.sizes);
    }
  });

  it("names the ICO and the 180 px Apple touch icon in every page's head", async () => {
    const html = await (await fetch(`${server.url}/magazine`)).text();
    // React writes a nonce before the attributes on every link.
    const links = (html.match(/<link [^>]*>/g) ?? []).map((link) =>
      link.replace(/nonce="[^"]*" /, ""),
    );
    expect(links).toContain('<link rel="icon" href="/favicon.ico" sizes="32x32"/>');
    expect(links).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>');
    const touch = await fetch(`${server.url}/apple-touch-icon.png`);
    const meta = await sharp(Buffer.from(await touch.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([180, 180]);
  });
});

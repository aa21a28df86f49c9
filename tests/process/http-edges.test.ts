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
  // A fresh data directory is migrated and seeded first: slow on a busy machine.
}, 240_000);
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
    it(`${method} to a page without a form: a 405, the connection goes on past a small body and ends after a large one`, async () => {
      const small = await bodyThenGet(method, "/magazine", SMALL);
      expect(small.first.status).toBe(405);
      expect(small.first.headers.allow).toBe("GET, HEAD");
      expect(small.second.status).toBe(200);
      const large = await tooLarge(method, "/magazine");
      expect(large.status).toBe(405);
      expect(large.headers.connection).toBe("close");
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

/** Sends the head of a request and no body, and waits for the answer. */
async function headOnly(method: string, url: string, headers: Record<string, string>) {
  const connection = await RawConnection.open(server.url);
  try {
    connection.send(method, url, headers);
    const response = await connection.response(PROMPTLY);
    return { response, connection };
  } catch (error) {
    connection.close();
    throw error;
  }
}

describe("bodies a page does not take are refused before they are read (decision 129)", () => {
  it("a 1 MB multipart form to a page, from anyone not signed in: a 413 before its first byte", async () => {
    for (const url of ["/contact", "/account", "/admin/media", "/es/contacto"]) {
      const { response, connection } = await headOnly("POST", url, {
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(1024 * 1024),
      });
      try {
        // Answered with no byte of the body sent: nothing was read, nothing buffered.
        expect(response.status, url).toBe(413);
        expect(response.headers["content-type"], url).toMatch(/^text\/html/);
        await connection.closedWithin(PROMPTLY);
      } finally {
        connection.close();
      }
    }
  });

  it("a chunked form body past 64 KB is cut off with a 413", async () => {
    const connection = await RawConnection.open(server.url);
    try {
      connection.send("POST", "/contact", {
        "content-type": "application/x-www-form-urlencoded",
        "transfer-encoding": "chunked",
      });
      const chunk = Buffer.alloc(16 * 1024, "a");
      const framed = Buffer.concat([
        Buffer.from(`${chunk.length.toString(16)}\r\n`),
        chunk,
        Buffer.from("\r\n"),
      ]);
      // 80 KB, and the end never sent: the answer cannot wait for it.
      for (let i = 0; i < 5; i++) connection.write(framed);
      const response = await connection.response(PROMPTLY);
      expect(response.status).toBe(413);
      await connection.closedWithin(PROMPTLY);
    } finally {
      connection.close();
    }
  });

  it("a form within the limit still reaches the page's action", async () => {
    const body = Buffer.from("firstName=Ana&website=");
    const connection = await RawConnection.open(server.url);
    try {
      connection.send(
        "POST",
        "/contact",
        { "content-type": "application/x-www-form-urlencoded", "content-length": `${body.length}` },
        body,
      );
      // The action's own refusal (no captcha, fields missing), not the body's.
      expect([400, 403, 429]).toContain((await connection.response(15_000)).status);
    } finally {
      connection.close();
    }
  });
});

describe("every method and body gets an answer, never a 5xx nor a silent close (decision 129)", () => {
  it("answers a page's methods it does not take with a 405 naming those it does", async () => {
    for (const method of ["TRACE", "PROPFIND", "MKCOL", "PUT", "PATCH", "DELETE", "OPTIONS"]) {
      for (const [url, allow] of [
        ["/contact", "GET, HEAD, POST"],
        ["/magazine", "GET, HEAD"],
      ] as const) {
        const { response, connection } = await headOnly(method, url, {});
        connection.close();
        expect(response.status, `${method} ${url}`).toBe(405);
        expect(response.headers.allow, `${method} ${url}`).toBe(allow);
      }
    }
  });

  it("answers a form page sent JSON, plain text or no type with a 415 naming the forms it takes", async () => {
    for (const type of ["application/json", "text/plain", undefined]) {
      for (const method of ["POST"]) {
        const body = Buffer.from('{"a":1}');
        const connection = await RawConnection.open(server.url);
        try {
          connection.send(
            method,
            "/contact",
            {
              ...(type ? { "content-type": type } : {}),
              "content-length": `${body.length}`,
            },
            body,
          );
          const response = await connection.response(PROMPTLY);
          expect(response.status, String(type)).toBe(415);
          expect(response.headers["accept-post"]).toBe(
            "application/x-www-form-urlencoded, multipart/form-data",
          );
          expect(response.body).toContain("multipart/form-data");
        } finally {
          connection.close();
        }
      }
    }
  });

  it("answers CONNECT with a 405 instead of dropping the connection", async () => {
    for (const target of ["/magazine", "evil.example:443"]) {
      const { response, connection } = await headOnly("CONNECT", target, {});
      connection.close();
      expect(response.status, target).toBe(405);
    }
  });

  it("answers a request whose body came without a length before the garbage after it ends the connection", async () => {
    // Node's own client sends DELETE, OPTIONS and TRACE bodies this way: no Content-Length, no
    // chunks, so the body reads as the next request, which is no HTTP.
    for (const method of ["DELETE", "OPTIONS", "TRACE", "GET"]) {
      for (const url of ["/api/nowhere", "/api/reviews", "/img/x/y.svg", "/assets/none.js"]) {
        const connection = await RawConnection.open(server.url);
        try {
          connection.send(method, url, {}, Buffer.from('{"a":1}'));
          const response = await connection.response(PROMPTLY);
          expect(response.status, `${method} ${url}`).toBeGreaterThanOrEqual(400);
          expect(response.status, `${method} ${url}`).toBeLessThan(500);
          await connection.closedWithin(PROMPTLY);
        } finally {
          connection.close();
        }
      }
    }
  });
});

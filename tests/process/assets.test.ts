import { readdir, readFile } from "node:fs/promises";
import { get } from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  rootDir,
  type ServerProcess,
  startServer,
  tempDataDir,
} from "../helpers/server-process.ts";

const assetsDir = path.join(rootDir, "build", "client", "assets");

let server: ServerProcess;
beforeAll(async () => {
  server = await startServer({ DATA_DIR: await tempDataDir() });
});
afterAll(() => server.stop());

/** One GET with the bytes as they came on the wire (fetch would decode them). */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on("error", reject);
    }).on("error", reject);
  });
}

const decode = (encoding: string | undefined, body: Buffer) =>
  encoding === "br"
    ? zlib.brotliDecompressSync(body)
    : encoding === "gzip"
      ? zlib.gunzipSync(body)
      : body;

describe("the client build's assets (issue 12)", () => {
  it("sends the build's brotli and gzip forms by Accept-Encoding, decoding to the same bytes", async () => {
    // The largest script: the one a per-request compression would cost most.
    const files = await readdir(assetsDir);
    const sizes = await Promise.all(
      files
        .filter((file) => file.endsWith(".js"))
        .map(async (file) => ({ file, bytes: await readFile(path.join(assetsDir, file)) })),
    );
    const largest = sizes.sort((a, b) => b.bytes.length - a.bytes.length)[0];
    if (!largest) throw new Error("no scripts in the build");
    const url = `${server.url}/assets/${largest.file}`;
    const onDisk = await readFile(path.join(assetsDir, `${largest.file}.br`));

    const answers = {
      br: await rawGet(url, { "accept-encoding": "br, gzip" }),
      gzip: await rawGet(url, { "accept-encoding": "gzip" }),
      none: await rawGet(url, {}),
    };
    expect(answers.br.headers["content-encoding"]).toBe("br");
    // Sent as the build wrote it: brotli at quality 11, not compressed again for the request.
    expect(answers.br.body.equals(onDisk)).toBe(true);
    expect(answers.gzip.headers["content-encoding"]).toBe("gzip");
    expect(answers.none.headers["content-encoding"]).toBeUndefined();
    for (const [name, answer] of Object.entries(answers)) {
      expect(answer.status, name).toBe(200);
      expect(answer.headers["content-type"], name).toMatch(/^(text|application)\/javascript/);
      expect(answer.headers["cache-control"], name).toBe("public, max-age=31536000, immutable");
      expect(String(answer.headers.vary), name).toMatch(/accept-encoding/i);
      const encoding = answer.headers["content-encoding"];
      expect(
        decode(typeof encoding === "string" ? encoding : undefined, answer.body).equals(
          largest.bytes,
        ),
        name,
      ).toBe(true);
    }
    expect(answers.br.body.length).toBeLessThan(answers.gzip.body.length);
  });

  it("does not serve the compressed forms as files of their own", async () => {
    const [file] = (await readdir(assetsDir)).filter((name) => name.endsWith(".js.br"));
    const answer = await rawGet(`${server.url}/assets/${file}`, {});
    expect(answer.status).toBe(404);
    expect(answer.headers["content-type"]).toMatch(/^text\/plain/);
  });
});

import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { messageChunks } from "./message-chunks.ts";

describe("the client build's message chunks (decision 068)", () => {
  it("maps each language's group to its chunk's URL, and nothing else", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "marea-chunks-"));
    for (const file of [
      "messages-en-common-Ab1_x.js",
      "messages-es-common-Cd2-y.js",
      "messages-es-directory-Ef3.js",
      "messages-en-common-Ab1_x.js.br",
      "common-BzGZHCQe.js",
      "shell-D3aCId8l.js",
    ]) {
      await writeFile(path.join(dir, file), "");
    }
    expect(await messageChunks(dir)).toEqual({
      "en/common": "/assets/messages-en-common-Ab1_x.js",
      "es/common": "/assets/messages-es-common-Cd2-y.js",
      "es/directory": "/assets/messages-es-directory-Ef3.js",
    });
  });

  it("is empty without a client build (development)", async () => {
    expect(await messageChunks(path.join(os.tmpdir(), "marea-no-such-build"))).toEqual({});
  });
});

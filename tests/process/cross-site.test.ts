import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client.ts";
import { migrateDatabase } from "../../server/db/migrate.ts";
import { createSignedInUser } from "../helpers/factories.ts";
import { RawConnection } from "../helpers/raw-http.ts";
import {
  freePort,
  rootDir,
  type ServerProcess,
  startServer,
  tempDataDir,
} from "../helpers/server-process.ts";

/**
 * A form posted to a page with a session cookie, from a browser without Fetch Metadata (only
 * `Origin` says where it comes from), over a raw connection so the request line is exactly the
 * attacker's (decision 128). `//evil.example/account` once made the page's URL
 * `http://evil.example/account`, and `Origin: http://evil.example` then passed every check.
 */
const EVIL = "http://evil.example";

let server: ServerProcess;
let publicUrl: string;
let member: { token: string; id: number };
let admin: { token: string };

beforeAll(async () => {
  const dataDir = await tempDataDir();
  const database = await openDatabase({ engine: "pglite", dataDir });
  try {
    await migrateDatabase(database, rootDir);
    const visitor = await createSignedInUser(database.db, { firstName: "Ana", lastName: "Ruiz" });
    member = { token: visitor.token, id: visitor.user.id };
    admin = await createSignedInUser(database.db, { role: "admin", secondFactor: true });
  } finally {
    await database.close();
  }
  const port = String(await freePort());
  publicUrl = `http://localhost:${port}`;
  server = await startServer({ DATA_DIR: dataDir, PORT: port, PUBLIC_URL: publicUrl });
  // Migrating a fresh PGlite and starting a server take a while on a busy machine.
}, 240_000);
afterAll(() => server?.stop());

/** Posts `form` to `target` with the session cookie of `token` and the headers given. */
async function post(target: string, token: string, form: string, headers: Record<string, string>) {
  const connection = await RawConnection.open(server.url);
  try {
    const body = Buffer.from(form);
    connection.send(
      "POST",
      target,
      {
        "content-type": "application/x-www-form-urlencoded",
        "content-length": String(body.length),
        cookie: `marea_member=${token}`,
        ...headers,
      },
      body,
    );
    return await connection.response(15_000);
  } finally {
    connection.close();
  }
}

const memberName = async () => {
  const response = await fetch(`${server.url}/api/users/me`, {
    headers: { usertoken: member.token },
  });
  const me = (await response.json()) as { firstName: string; lastName: string };
  return `${me.firstName} ${me.lastName}`;
};

const invitations = async () => {
  const response = await fetch(`${server.url}/api/admin/staff/invitations`, {
    headers: { usertoken: admin.token },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as Array<{ email: string }>).map((i) => i.email);
};

const rename = (first: string) => `intent=profile&firstName=${first}&lastName=Ruiz&language=en`;
const invite = (email: string) =>
  `intent=invite&email=${encodeURIComponent(email)}&role=admin&language=en`;

describe("a form posted from another site, named by the request line or Host (decision 128)", () => {
  it("cannot change a member's name", async () => {
    const attempts: Array<[string, Record<string, string>]> = [
      ["//evil.example/account", { origin: EVIL }],
      ["/\\evil.example/account", { origin: EVIL }],
      [`${EVIL}/account`, { origin: EVIL }],
      ["/account", { origin: EVIL, host: "evil.example" }],
      ["/account", { origin: EVIL }],
    ];
    for (const [target, headers] of attempts) {
      const answer = await post(target, member.token, rename("Mallory"), headers);
      expect(answer.status, target).toBeGreaterThanOrEqual(400);
      expect(answer.status, target).toBeLessThan(500);
      expect(await memberName(), target).toBe("Ana Ruiz");
    }
    // The same form from our own pages' origin does change it: the refusals above were not luck.
    const ours = await post("/account", member.token, rename("Lucia"), { origin: publicUrl });
    expect(ours.status).toBe(200);
    expect(await memberName()).toBe("Lucia Ruiz");
  });

  it("cannot create an admin invitation", async () => {
    const attempts: Array<[string, Record<string, string>]> = [
      ["//evil.example/admin/staff", { origin: EVIL }],
      [`${EVIL}/admin/staff`, { origin: EVIL }],
      ["/admin/staff", { origin: EVIL, host: "evil.example" }],
    ];
    for (const [target, headers] of attempts) {
      const answer = await post(target, admin.token, invite("mallory@evil.example"), headers);
      expect(answer.status, target).toBeGreaterThanOrEqual(400);
      expect(answer.status, target).toBeLessThan(500);
    }
    expect(await invitations()).not.toContain("mallory@evil.example");
    const ours = await post("/admin/staff", admin.token, invite("lucia@example.org"), {
      origin: publicUrl,
    });
    expect(ours.status).toBe(200);
    expect(await invitations()).toContain("lucia@example.org");
  });

  it("is refused by the API too, whatever Host says", async () => {
    const connection = await RawConnection.open(server.url);
    try {
      const body = Buffer.from(JSON.stringify({ firstName: "Mallory", lastName: "Ruiz" }));
      connection.send(
        "PUT",
        "/api/users/me",
        {
          host: "evil.example",
          origin: EVIL,
          cookie: `marea_member=${member.token}`,
          "content-type": "application/json",
          "content-length": String(body.length),
        },
        body,
      );
      expect((await connection.response(15_000)).status).toBe(403);
    } finally {
      connection.close();
    }
    expect(await memberName()).toBe("Lucia Ruiz");
  });
});

describe("a file form's larger limit, only for who may upload there (decision 129)", () => {
  /** A multipart post of a 200 KB file field to `target`, and its answer's status. */
  async function upload(target: string, headers: Record<string, string>, intent = "avatar") {
    const boundary = "upload-boundary";
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\n\r\n${intent}\r\n--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      Buffer.alloc(200 * 1024, 1),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const connection = await RawConnection.open(server.url);
    try {
      connection.send(
        "POST",
        target,
        {
          "content-type": `multipart/form-data; boundary=${boundary}`,
          "content-length": String(body.length),
          ...headers,
        },
        body,
      );
      return (await connection.response(15_000)).status;
    } finally {
      connection.close();
    }
  }

  it("takes 200 KB from the signed-in member on the account page, 64 KB from anyone else", async () => {
    const mine = { cookie: `marea_member=${member.token}`, origin: publicUrl };
    // Read whole and refused by the action for what it is (not a picture), not by its size.
    expect(await upload("/account", mine)).toBe(400);
    expect(await upload("/account", {})).toBe(413);
    expect(await upload("/account", { ...mine, origin: EVIL })).toBe(413);
    expect(await upload("/contact", mine)).toBe(413);
    const staff = { cookie: `marea_member=${admin.token}`, origin: publicUrl };
    expect(await upload("/admin/media", staff, "upload")).not.toBe(413);
    expect(await upload("/admin/media", mine, "upload")).toBe(413);
  });
});

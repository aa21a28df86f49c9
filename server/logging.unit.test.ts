import { describe, expect, it } from "vitest";
import { redactingSerializers, redactLogLine, redactUrl } from "./logging.ts";

describe("redactLogLine", () => {
  it("replaces personal keys at the top of a line and one or two levels down", () => {
    const line = {
      email: "ana@example.com",
      lead: { phone: "3221234567", kind: "invitation" },
      leads: [{ firstName: "Ana", id: 7 }],
      msg: "stored",
    };
    expect(redactLogLine(line)).toEqual({
      email: "[redacted]",
      lead: { phone: "[redacted]", kind: "invitation" },
      leads: [{ firstName: "[redacted]", id: 7 }],
      msg: "stored",
    });
  });

  it("hides a body at the top or one level down, and secret headers of a request or response", () => {
    const line = {
      body: { note: "anything" },
      request: { body: "text", method: "POST" },
      req: { headers: { cookie: "marea_visit=1", Authorization: "x", accept: "*/*" } },
      res: { headers: { "set-cookie": "marea_member=1", "content-type": "text/html" } },
    };
    expect(redactLogLine(line, new Set())).toEqual({
      body: "[redacted]",
      request: { body: "[redacted]", method: "POST" },
      req: { headers: { cookie: "[redacted]", Authorization: "[redacted]", accept: "*/*" } },
      res: { headers: { "set-cookie": "[redacted]", "content-type": "text/html" } },
    });
  });

  it("returns the same object when nothing is personal, and never changes what was logged", () => {
    const quiet = { reqId: "req-1", responseTime: 0.05, res: { statusCode: 200 } };
    expect(redactLogLine(quiet)).toBe(quiet);
    const loud = { user: { email: "ana@example.com" } };
    redactLogLine(loud);
    expect(loud.user.email).toBe("ana@example.com");
  });

  it("leaves values JSON writes by themselves (dates, buffers) as they are", () => {
    const when = new Date(0);
    const line = { at: when, bytes: Buffer.from("a") };
    expect(redactLogLine(line)).toBe(line);
  });
});

describe("redactingSerializers", () => {
  it("write Fastify's request fields, and an error without the values its query quoted", () => {
    expect(
      redactingSerializers.req({
        method: "GET",
        url: "/api/dependantFields/zones",
        host: "localhost",
        ip: "127.0.0.1",
        headers: {},
        socket: { remotePort: 5000 },
      }),
    ).toEqual({
      method: "GET",
      url: "/api/dependantFields/zones",
      version: undefined,
      host: "localhost",
      remoteAddress: "127.0.0.1",
      remotePort: 5000,
    });
    const error = Object.assign(new Error("Failed query"), {
      params: ["ana@example.com"],
      email: "ana@example.com",
    });
    const serialized = redactingSerializers.err(error);
    expect(JSON.stringify(serialized)).not.toContain("ana@example.com");
  });
});

describe("redactUrl", () => {
  it("hides the secrets of mailed and printed links, and keeps the rest of the address", () => {
    expect(redactUrl("/reset-password?token=abc123&lang=es")).toBe(
      "/reset-password?token=[redacted]&lang=es",
    );
    expect(redactUrl("/onlineConcierge/requests/12?key=s3cret")).toBe(
      "/onlineConcierge/requests/12?key=[redacted]",
    );
    expect(redactUrl("/es/privilege-card/verify/eyJhbGciOi.sig?x=1")).toBe(
      "/es/privilege-card/verify/[redacted]?x=1",
    );
    expect(redactUrl("/es/tarjeta-de-privilegios/verificar/eyJhbGciOi.sig?x=1")).toBe(
      "/es/tarjeta-de-privilegios/verificar/[redacted]?x=1",
    );
    expect(redactUrl("/api/privilegeCards/eyJhbGciOi.sig")).toBe("/api/privilegeCards/[redacted]");
    expect(redactUrl("/places?q=tacos&page=2")).toBe("/places?q=tacos&page=2");
    expect(redactUrl("/x?%6Bey=v&%E0=1")).toBe("/x?%6Bey=[redacted]&%E0=1");
  });

  it("is what the request serializer writes", () => {
    const serialized = redactingSerializers.req({ method: "GET", url: "/setup?token=t0k" });
    expect(serialized).toMatchObject({ url: "/setup?token=[redacted]" });
  });
});

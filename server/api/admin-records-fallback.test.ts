import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { engine } from "../../tests/helpers/app.ts";
import { recordsTestApp } from "../../tests/helpers/records-api.ts";
import { auditLog, recordRevisions } from "../db/schema/index.ts";

// Spanish falling back to English on site records, where an editor allowed it (decision 106).
const { t, staff, call, version, team } = recordsTestApp();

const roleOf = async (lang: "en" | "es", nickname: string) =>
  (await team(lang)).find((member) => member.nickname === nickname)?.role;

describe(`Spanish showing English on site records, on ${engine}`, () => {
  it("shows a member with English only on the Spanish site only while the editor allows it", async () => {
    const token = await staff();
    const created = await call("POST", "/team", token, {
      nickname: "Itzel",
      weight: 95,
      text: { en: { role: "Whale watching" }, es: { role: "" } },
    });
    expect(created.statusCode).toBe(201);
    const { id, document } = created.json();
    expect(document.spanishFallback).toBe(false);
    expect(await roleOf("en", "Itzel")).toBe("Whale watching");
    expect(await roleOf("es", "Itzel")).toBeUndefined();

    const bumped = await version();
    const allowed = await call("PUT", `/team/${id}`, token, {
      ...document,
      spanishFallback: true,
      baseRevision: 1,
    });
    expect(allowed.statusCode).toBe(200);
    // Still missing Spanish, in the form and in the list; the Spanish site shows the English.
    expect(allowed.json()).toMatchObject({
      missingLangs: ["es"],
      revision: 2,
      document: { spanishFallback: true, text: { es: { role: "" } } },
    });
    expect(await version()).toBeGreaterThan(bumped);
    expect(await roleOf("es", "Itzel")).toBe("Whale watching");
    expect((await call("GET", "/team?q=itzel", token)).json()).toEqual([
      {
        id,
        title: "Itzel",
        missingLangs: ["es"],
        spanishFallback: true,
        shown: true,
        draft: false,
      },
    ]);
    const audited = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "team"), eq(auditLog.entityId, String(id))));
    expect(audited.map((entry) => entry.action)).toEqual(["record.create", "record.edit"]);

    // Spanish written: its own text, and nothing missing any more.
    const written = await call("PUT", `/team/${id}`, token, {
      ...document,
      spanishFallback: true,
      text: { en: { role: "Whale watching" }, es: { role: "Avistamiento de ballenas" } },
    });
    expect(written.json()).toMatchObject({ missingLangs: [], revision: 3 });
    expect(await roleOf("es", "Itzel")).toBe("Avistamiento de ballenas");
    expect((await call("GET", "/team?q=itzel", token)).json()[0].missingLangs).toEqual([]);

    // Spanish cleared and the box unticked: off the Spanish site again.
    const withdrawn = await call("PUT", `/team/${id}`, token, document);
    expect(withdrawn.json()).toMatchObject({
      missingLangs: ["es"],
      revision: 4,
      document: { spanishFallback: false },
    });
    expect(await roleOf("es", "Itzel")).toBeUndefined();
    expect(await roleOf("en", "Itzel")).toBe("Whale watching");
    expect((await call("GET", "/team?q=itzel", token)).json()[0]).toMatchObject({
      missingLangs: ["es"],
      spanishFallback: false,
    });

    // Restoring the revision that allowed it brings the English text back to the Spanish site.
    const restored = await call("POST", `/team/${id}/revisions/2/restore`, token);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({
      missingLangs: ["es"],
      revision: 5,
      document: { spanishFallback: true },
    });
    expect(await roleOf("es", "Itzel")).toBe("Whale watching");
    const [kept] = await t.database.db
      .select({ snapshot: recordRevisions.snapshot })
      .from(recordRevisions)
      .where(
        and(
          eq(recordRevisions.kind, "team"),
          eq(recordRevisions.recordId, id),
          eq(recordRevisions.number, 5),
        ),
      );
    expect(kept?.snapshot).toMatchObject({ spanishFallback: true, text: { es: { role: "" } } });
  });

  it("lets a booth with English only onto the Spanish map, and a draft carries the flag", async () => {
    const token = await staff();
    const created = await call("POST", "/booth", token, {
      position: { lat: 20.6412, lng: -105.2355 },
      spanishFallback: true,
      text: {
        en: { name: "Cruise pier", description: "By the terminal gate." },
        es: { name: "", description: "" },
      },
    });
    expect(created.statusCode).toBe(201);
    const { id, document } = created.json();
    expect(created.json()).toMatchObject({ missingLangs: ["es"] });
    expect((await t.services.booths.all("es")).find((b) => b.id === id)).toMatchObject({
      name: "Cruise pier",
    });
    expect((await call("GET", "/booth?q=cruise", token)).json()[0]).toMatchObject({
      missingLangs: ["es"],
      spanishFallback: true,
    });

    // A draft that unticks it leaves the site alone until it is published.
    const drafted = await call("PUT", `/booth/${id}/draft`, token, {
      ...document,
      spanishFallback: false,
    });
    expect(drafted.statusCode).toBe(200);
    expect(drafted.json()).toMatchObject({ document: { spanishFallback: false } });
    expect((await t.services.booths.all("es")).map((b) => b.id)).toContain(id);
    expect((await call("GET", "/booth?q=cruise", token)).json()[0]).toMatchObject({
      missingLangs: ["es"],
      spanishFallback: true,
      draft: true,
    });
    const published = await call("POST", `/booth/${id}/draft/publish`, token);
    expect(published.statusCode).toBe(200);
    expect((await t.services.booths.all("es")).map((b) => b.id)).not.toContain(id);
    expect((await t.services.booths.all("en")).map((b) => b.id)).toContain(id);
  });

  it("refuses a flag that isn't true or false, and changes nothing", async () => {
    const token = await staff();
    const created = await call("POST", "/team", token, {
      nickname: "Nayeli",
      text: { en: { role: "Snorkel trips" }, es: { role: "" } },
    });
    const { id, document } = created.json();
    const bad = await call("PUT", `/team/${id}`, token, { ...document, spanishFallback: "yes" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ type: "error", title: "Invalid request" });
    expect(bad.json().fields.map((f: { path: string }) => f.path)).toEqual([
      "body.spanishFallback",
    ]);
    expect((await call("GET", `/team/${id}`, token)).json()).toMatchObject({
      revision: 1,
      document: { spanishFallback: false },
    });
    expect(await roleOf("es", "Nayeli")).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { FIELDS } from "./fields.ts";
import { fieldError, parseCreate, parseDocument, schemaErrors } from "./form.server.ts";

/** A posted edit form, as the browser sends it (several values for the weekdays). */
function form(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) data.append(name, one);
  }
  return data;
}

const texts = {
  "en.title": "Saturday market",
  "en.body": "Fruit and flowers.",
  "es.title": "Tianguis sabatino",
  "es.body": "Fruta y flores.",
};

describe("the edit form's post, by kind (decision 103)", () => {
  it("reads a weekly event with its weekdays and season, checked by the API's schema", () => {
    const parsed = parseDocument(
      form({
        ...texts,
        [FIELDS.kind]: "event",
        [FIELDS.start]: "2026-11-28T09:00",
        [FIELDS.end]: "2026-11-28T14:00",
        [FIELDS.recurrenceType]: "weekly",
        [FIELDS.weekdays]: ["6", "0"],
        [FIELDS.until]: "2027-03-27",
      }),
    );
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({
      kind: "event",
      start: "2026-11-28T09:00",
      recurrence: { type: "weekly", weekdays: [0, 6], until: "2027-03-27" },
    });
  });

  it("ties each refused field of an event to its input", () => {
    const parsed = parseDocument(
      form({
        ...texts,
        [FIELDS.kind]: "event",
        [FIELDS.start]: "2026-11-28T09:00",
        [FIELDS.end]: "2026-11-28T08:00",
        [FIELDS.recurrenceType]: "weekly",
      }),
    );
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    // Both problems at once: no weekday chosen, and an end before the start.
    expect(schemaErrors(parsed.error)).toEqual({
      [FIELDS.weekdays]: "editing.invalid.weekdays",
      [FIELDS.end]: "editing.invalid.end",
    });
    expect(fieldError("body.end")).toEqual(["end", "editing.invalid.end"]);
    expect(fieldError("body.recurrence.until")).toEqual([FIELDS.until, "editing.invalid.until"]);
  });

  it("reads an article's date and a benefit's partner, and refuses them missing", () => {
    const article = parseDocument(
      form({
        ...texts,
        [FIELDS.kind]: "article",
        [FIELDS.categoryId]: "11",
        [FIELDS.date]: "2026-10-05",
      }),
    );
    expect(article.data).toMatchObject({ kind: "article", categoryId: 11, date: "2026-10-05" });
    const benefit = parseDocument(form({ ...texts, [FIELDS.kind]: "benefit" }));
    expect(benefit.success).toBe(false);
    if (!benefit.success) {
      expect(schemaErrors(benefit.error)).toEqual({
        [FIELDS.providerId]: "editing.invalid.providerId",
      });
    }
  });

  it("reads a new item's photo with its document (none: the drawing), an event's checks kept", () => {
    const place = { ...texts, [FIELDS.kind]: "place" };
    expect(parseCreate(form({ ...place, [FIELDS.photoId]: "12" })).data).toMatchObject({
      kind: "place",
      photoId: 12,
    });
    expect(parseCreate(form({ ...place, [FIELDS.photoId]: "" })).data?.photoId).toBeNull();
    expect(parseCreate(form(place)).data?.photoId).toBeNull();
    const forged = parseCreate(form({ ...place, [FIELDS.photoId]: "../1" }));
    expect(forged.success).toBe(false);
    if (!forged.success) {
      expect(schemaErrors(forged.error)).toEqual({ [FIELDS.photoId]: "editing.invalid.photo" });
    }
    const event = parseCreate(
      form({
        ...texts,
        [FIELDS.kind]: "event",
        [FIELDS.start]: "2026-11-28T09:00",
        [FIELDS.end]: "2026-11-28T08:00",
        [FIELDS.photoId]: "3",
      }),
    );
    expect(event.success).toBe(false);
    if (!event.success) {
      expect(schemaErrors(event.error)).toEqual({ [FIELDS.end]: "editing.invalid.end" });
    }
  });
});

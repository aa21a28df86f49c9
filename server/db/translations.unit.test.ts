import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { zones, zoneTranslations } from "./schema/index.ts";
import { inLang } from "./translations.ts";

describe("inLang", () => {
  it("joins a translation on its key and the asked language", () => {
    const condition = inLang(zoneTranslations, "zoneId", zones.id, "es");
    if (!condition) throw new Error("no condition");
    const query = new PgDialect().sqlToQuery(condition);
    expect(query.sql).toBe(
      '("zone_translations"."zone_id" = "zones"."id" and "zone_translations"."lang" = $1)',
    );
    expect(query.params).toEqual(["es"]);
  });
});

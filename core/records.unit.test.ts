import { describe, expect, it } from "vitest";
import { bannerDatesProblem } from "./banners.ts";
import {
  bannerDocumentSchema,
  boothDocumentSchema,
  providerDocumentSchema,
  zoneDocumentSchema,
} from "./contract/records.ts";
import {
  type LatLng,
  parsePolygonText,
  pointInPolygon,
  polygonText,
  RECORD_KINDS,
  recordHiding,
  recordMissingLangs,
  recordShownTexts,
  swapIntoList,
} from "./records.ts";

// A square block of Puerto Vallarta's downtown, and an L-shaped (concave) outline.
const square: LatLng[] = [
  [20.61, -105.24],
  [20.61, -105.23],
  [20.6, -105.23],
  [20.6, -105.24],
];
const ell: LatLng[] = [
  [20.62, -105.24],
  [20.62, -105.235],
  [20.61, -105.235],
  [20.61, -105.22],
  [20.6, -105.22],
  [20.6, -105.24],
];

describe("a zone's centre inside its outline (decision 106)", () => {
  it("finds points inside, outside and on the outline", () => {
    expect(pointInPolygon([20.605, -105.235], square)).toBe(true);
    expect(pointInPolygon([20.615, -105.235], square)).toBe(false);
    expect(pointInPolygon([20.605, -105.25], square)).toBe(false);
    // On an edge and on a corner: inside, so a centre drawn on the line is accepted.
    expect(pointInPolygon([20.61, -105.235], square)).toBe(true);
    expect(pointInPolygon([20.6, -105.24], square)).toBe(true);
  });

  it("follows a concave outline: the notch of the L is outside", () => {
    expect(pointInPolygon([20.605, -105.225], ell)).toBe(true);
    expect(pointInPolygon([20.615, -105.238], ell)).toBe(true);
    expect(pointInPolygon([20.615, -105.225], ell)).toBe(false);
  });

  it("refuses a zone whose centre lies outside, naming the centre", () => {
    const zone = {
      center: { lat: 20.615, lng: -105.225 },
      polygon: ell,
      text: { en: { name: "Downtown", description: "By the river." }, es: {} },
    };
    const refused = zoneDocumentSchema.safeParse(zone);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.path)).toEqual([["center"]]);
    expect(
      zoneDocumentSchema.safeParse({ ...zone, center: { lat: 20.605, lng: -105.225 } }).success,
    ).toBe(true);
  });

  it("refuses an outline of fewer than 3 points or points outside the bay", () => {
    const zone = {
      center: { lat: 20.605, lng: -105.235 },
      text: { en: { name: "A", description: "B" } },
    };
    expect(zoneDocumentSchema.safeParse({ ...zone, polygon: square.slice(0, 2) }).success).toBe(
      false,
    );
    expect(
      zoneDocumentSchema.safeParse({ ...zone, polygon: [...square.slice(0, 3), [40.7, -74]] })
        .success,
    ).toBe(false);
  });
});

describe("an outline typed as text, a point a line", () => {
  it("reads commas, semicolons or spaces between the two numbers, and skips blank lines", () => {
    expect(parsePolygonText("20.61, -105.24\n\n20.61;-105.23\r\n 20.6 -105.23 \n")).toEqual([
      [20.61, -105.24],
      [20.61, -105.23],
      [20.6, -105.23],
    ]);
  });

  it("refuses a line that is not a point", () => {
    expect(parsePolygonText("20.61, -105.24\nnorth of the river")).toBeNull();
    expect(parsePolygonText("20.61, -105.24, 3")).toBeNull();
  });

  it("writes back what it reads", () => {
    expect(parsePolygonText(polygonText(square))).toEqual(square);
  });
});

describe("languages a record misses", () => {
  it("is written in a language once every needed field has words", () => {
    expect(
      recordMissingLangs("booth", {
        en: { name: "Airport", description: "Past customs." },
        es: { name: "Aeropuerto", description: " " },
      }),
    ).toEqual(["es"]);
    expect(
      recordMissingLangs("team", { en: { role: "Host" }, es: { role: "Anfitriona" } }),
    ).toEqual([]);
  });
});

describe("the texts the site shows (Spanish falling back to English)", () => {
  const english = { role: "Host" };
  it("shows each language's own texts once written in full", () => {
    const spanish = { role: "Anfitriona" };
    expect(recordShownTexts("team", { en: english, es: spanish }, true)).toEqual({
      en: english,
      es: spanish,
    });
  });
  it("keeps a record off the Spanish site unless the editor allowed the English text", () => {
    const text = { en: english, es: { role: " " } };
    expect(recordShownTexts("team", text, false)).toEqual({ en: english, es: null });
    expect(recordShownTexts("team", text, true)).toEqual({ en: english, es: english });
    expect(recordMissingLangs("team", text)).toEqual(["es"]);
  });
  it("has nothing to fall back on without English", () => {
    expect(recordShownTexts("team", { en: { role: "" }, es: { role: "" } }, true)).toEqual({
      en: null,
      es: null,
    });
  });
});

describe("a banner's dates (decision 106)", () => {
  const window = (startsOn: string, endsOn: string, repeatsYearly = false) => ({
    startsOn,
    endsOn,
    repeatsYearly,
  });

  it("ends on or after its first day", () => {
    expect(bannerDatesProblem(window("2026-11-14", "2026-11-30"))).toBeNull();
    expect(bannerDatesProblem(window("2026-11-14", "2026-11-14"))).toBeNull();
    expect(bannerDatesProblem(window("2026-11-30", "2026-11-14"))).toBe("endsBeforeStart");
  });

  it("lets a yearly banner run over New Year, but not for a year or more", () => {
    expect(bannerDatesProblem(window("2026-12-20", "2027-01-06", true))).toBeNull();
    expect(bannerDatesProblem(window("2026-12-20", "2027-12-19", true))).toBeNull();
    expect(bannerDatesProblem(window("2026-12-20", "2027-12-20", true))).toBe("longerThanAYear");
    // A one-off banner may run as long as it likes.
    expect(bannerDatesProblem(window("2026-12-20", "2028-01-06"))).toBeNull();
  });

  it("is refused by the banner's schema on its last day", () => {
    const banner = {
      startsOn: "2026-12-20",
      endsOn: "2026-12-01",
      photo: `/img/${"a".repeat(64)}/banner.svg`,
      text: { en: { title: "Posadas by the bay", alt: "Piñatas on the Malecón" }, es: {} },
    };
    const refused = bannerDocumentSchema.safeParse(banner);
    expect(refused.error?.issues.map((issue) => issue.path)).toEqual([["endsOn"]]);
    expect(bannerDocumentSchema.safeParse({ ...banner, endsOn: "2027-01-06" }).success).toBe(true);
  });
});

describe("swapIntoList (decision 108: a draft among the live records)", () => {
  const list = [
    { id: 1, name: "a" },
    { id: 2, name: "b" },
    { id: 3, name: "c" },
  ];
  const positions = new Map([
    [1, 10],
    [2, 20],
    [3, 20],
    [4, 5],
  ]);

  it("puts the draft's entry where its position puts it, ties by id", () => {
    const moved = swapIntoList(list, 1, { id: 1, name: "a2" }, positions, 25);
    expect(moved.map((item) => [item.id, item.name])).toEqual([
      [2, "b"],
      [3, "c"],
      [1, "a2"],
    ]);
    const first = swapIntoList(list, 3, { id: 3, name: "c2" }, positions, 0);
    expect(first.map((item) => item.id)).toEqual([3, 1, 2]);
    const tied = swapIntoList(list, 1, { id: 1, name: "a2" }, positions, 20);
    expect(tied.map((item) => item.id)).toEqual([1, 2, 3]);
  });

  it("takes out a record its draft hides, and adds one the site did not show", () => {
    expect(swapIntoList(list, 2, null, positions, 20).map((item) => item.id)).toEqual([1, 3]);
    const added = swapIntoList(list, 4, { id: 4, name: "d" }, positions, 5);
    expect(added.map((item) => item.id)).toEqual([4, 1, 2, 3]);
  });
});

describe("how a kind leaves the site (decisions 106, 107, 111)", () => {
  it("hides team members and resorts, archives booths and providers, and nothing else", () => {
    expect(Object.fromEntries(RECORD_KINDS.map((kind) => [kind, recordHiding(kind)]))).toEqual({
      team: "hidden",
      booth: "archived",
      provider: "archived",
      resort: "hidden",
      zone: null,
      banner: null,
      page: null,
      category: null,
      subcatalog: null,
    });
  });

  it("reads a booth's or provider's revision from before the box as not archived", () => {
    const text = { en: { name: "Pier", description: "By the pier." }, es: {} };
    const booth = boothDocumentSchema.parse({ position: { lat: 20.6, lng: -105.24 }, text });
    expect(booth.archived).toBe(false);
    expect(boothDocumentSchema.parse({ ...booth, archived: true }).archived).toBe(true);
    const provider = providerDocumentSchema.parse({
      name: "Marejada",
      text: { en: { description: "Surf lessons." }, es: {} },
    });
    expect(provider.archived).toBe(false);
    expect(providerDocumentSchema.safeParse({ ...provider, archived: "yes" }).success).toBe(false);
  });
});

// Time of day for the directory illustrations: one palette per hour (sky, sea, hills, the
// light falling on walls) and `bay`, the shared backdrop of sky, sun or moon, sierra and sea.

import { mix } from "./geom.ts";
import { sierra } from "./land.ts";
import { cloud, moon, stars, streak, sun } from "./sky.ts";
import { between, type Canvas, pick, type Rng, S, W } from "./svg.ts";
import { glitter, ripples, sea } from "./water.ts";

export type Mood = {
  key: "morning" | "midday" | "golden" | "sunset" | "dusk" | "night";
  /** How the title says it: "in the morning light". */
  phrase: string;
  sky: string;
  sea: string;
  /** Sun (or moon at night) height above the horizon, as a share of the sky; 0 = none. */
  sunUp: number;
  sun: string;
  halo: string;
  /** Far hills blend towards `haze`, near ones keep `hill`. */
  haze: string;
  hill: string;
  cloud: string;
  /** Light colour cast on every surface, and how strongly (see `tone`). */
  tint: string;
  k: number;
  /** Lamps, string lights and windows glow. */
  lit: boolean;
  /** Silhouette colour for people and far details. */
  ink: string;
};

export const moods: Mood[] = [
  {
    key: "morning",
    phrase: "in the soft morning light",
    sky: "0 #86bde6, 0.6 #e9dcd4, 1 #fde4c4",
    sea: "0 #a9d4dc, 1 #3c98ba",
    sunUp: 0.45,
    sun: "#fff6dc",
    halo: "#ffd9a0",
    haze: "#e4e6e6",
    hill: "#567f70",
    cloud: "#ffffff",
    tint: "#ffe8d0",
    k: 0.08,
    lit: false,
    ink: "#2a3a48",
  },
  {
    key: "midday",
    phrase: "under a bright midday sky",
    sky: "0 #2b8ad6, 1 #d3eff5",
    sea: "0 #4fc3d2, 1 #157aa8",
    sunUp: 0.82,
    sun: "#fffbe8",
    halo: "#fff2b0",
    haze: "#cde4ea",
    hill: "#357459",
    cloud: "#ffffff",
    tint: "#ffffff",
    k: 0,
    lit: false,
    ink: "#23323f",
  },
  {
    key: "golden",
    phrase: "in the warm late-afternoon light",
    sky: "0 #5b9fd0, 0.65 #f2d8a4, 1 #f8c27a",
    sea: "0 #efc489, 0.25 #4d9fb6, 1 #1d6a94",
    sunUp: 0.3,
    sun: "#fff2c4",
    halo: "#ffc46a",
    haze: "#efd5ac",
    hill: "#556b4c",
    cloud: "#fff3dc",
    tint: "#ffb55a",
    k: 0.1,
    lit: false,
    ink: "#2e2a30",
  },
  {
    key: "sunset",
    phrase: "at sunset",
    sky: "0 #3a3f7a, 0.5 #d0718a, 0.85 #f6a766, 1 #ffd390",
    sea: "0 #f2a878, 0.35 #8a5a88, 1 #2f3f72",
    sunUp: 0.07,
    sun: "#fff0c0",
    halo: "#ffc27a",
    haze: "#e79a8a",
    hill: "#5e4466",
    cloud: "#f6a2a0",
    tint: "#f07a5a",
    k: 0.16,
    lit: true,
    ink: "#2e2236",
  },
  {
    key: "dusk",
    phrase: "at dusk",
    sky: "0 #1b2150, 0.55 #574a84, 0.85 #cf7a7e, 1 #f2a672",
    sea: "0 #c98078, 0.3 #4a4a7c, 1 #1b2346",
    sunUp: 0,
    sun: "#ffd6a0",
    halo: "#f6a070",
    haze: "#9a6a8c",
    hill: "#352d4e",
    cloud: "#e39a9a",
    tint: "#4a3f7a",
    k: 0.28,
    lit: true,
    ink: "#1c1830",
  },
  {
    key: "night",
    phrase: "at night",
    sky: "0 #0a0f2e, 1 #2a3c6c",
    sea: "0 #2c3c6c, 1 #0c1430",
    sunUp: 0.62,
    sun: "#fbf3d5",
    halo: "#fdf6da",
    haze: "#3a4a72",
    hill: "#1a2240",
    cloud: "#3a4a78",
    tint: "#16204a",
    k: 0.42,
    lit: true,
    ink: "#0c1024",
  },
];

/** A mood by key. */
export function mood(key: Mood["key"]): Mood {
  const found = moods.find((m) => m.key === key);
  if (!found) throw new Error(`no mood "${key}"`);
  return found;
}

/** A mood drawn from a weighted shortlist, e.g. `moodOf(r, "dusk night sunset")`. */
export function moodOf(r: Rng, keys: string): Mood {
  return mood(pick(r, keys.split(" ")) as Mood["key"]);
}

/** A surface colour under the mood's light: walls turn rosy at sunset and blue at night. */
export function tone(colour: string, m: Mood, extra = 1): string {
  return mix(colour, m.tint, Math.min(0.9, m.k * extra));
}

export type BayOpts = {
  /** Height of the highest hills in pixels (0 = open horizon). */
  hills?: number;
  /** Hill profile across the width (t: 0 left .. 1 right), 1 = full height. */
  profile?: (t: number) => number;
  /** Sun or moon position across the width. */
  sunX?: number;
  clouds?: number;
  bottom?: number;
};

/** Sky, sun or moon, clouds or stars, a hazy sierra and the sea below horizon `hz`. */
export function bay(c: Canvas, r: Rng, m: Mood, hz: number, o: BayOpts = {}): void {
  const sx = o.sunX ?? between(r, 250, 1350);
  c.rect(0, 0, W, hz + 2, c.lin(S(m.sky)));
  if (m.key === "night") {
    stars(c, r, 70, hz * 0.85);
    moon(c, sx, hz * (1 - m.sunUp), 34, "#101638", r() < 0.5 ? 0.45 : 0);
  } else if (m.sunUp > 0) {
    const low = m.sunUp < 0.35;
    sun(c, sx, hz - hz * m.sunUp, low ? 58 : 44, m.sun, m.halo);
  } else {
    c.ellipse(sx, hz, 520, 180, c.rad(S(`0 ${m.halo} 0.6, 1 ${m.halo} 0`)));
  }
  const n = o.clouds ?? Math.floor(between(r, 1, 4));
  for (let i = 0; i < n; i++) {
    const x = between(r, 100, 1500);
    const y = between(r, 0.12, 0.5) * hz;
    if (m.key === "sunset" || m.key === "dusk" || r() < 0.25)
      streak(c, x, y, between(r, 260, 560), between(r, 12, 22), m.cloud, 0.5);
    else cloud(c, x, y, between(r, 180, 320), m.cloud, m.key === "night" ? 0.5 : 0.85);
  }
  const hills = o.hills ?? 0;
  if (hills > 0) {
    const heights = [hills, hills * 0.72];
    sierra(c, r, hz, heights, m.hill, m.haze, o.profile ?? (() => 1), hz + 4);
  }
  sea(c, hz, S(m.sea), o.bottom);
  if (m.sunUp > 0 && m.sunUp < 0.7)
    glitter(c, r, sx, hz, (o.bottom ?? 1200) * 0.9, 300, m.key === "night" ? "#f4ecd0" : m.halo);
  ripples(c, r, hz + 10, o.bottom ?? 1200, "#ffffff", 30, 0, W, m.lit ? 0.18 : 0.35);
}

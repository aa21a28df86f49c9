// Buildings: village houses with tile roofs, rows of them, beach hotels, umbrellas.

import { mix } from "./geom.ts";
import { between, type Canvas, f, pick, type Rng } from "./svg.ts";

export type HouseOpts = {
  roof?: "tile" | "flat";
  roofColour?: string;
  window?: string;
  door?: string;
  trim?: string;
};

/** Village house: whitewashed (or painted) walls, terracotta tile roof, arched openings. */
export function house(
  c: Canvas,
  x: number,
  base: number,
  w: number,
  h: number,
  wall: string,
  o: HouseOpts = {},
): void {
  const roof = o.roofColour ?? "#c4552f";
  const win = o.window ?? "#2f4d5a";
  c.rect(x, base - h, w, h, wall);
  if (o.trim) c.rect(x, base - h * 0.12, w, h * 0.12, o.trim);
  if ((o.roof ?? "tile") === "tile") {
    const rh = Math.min(w * 0.28, h * 0.45);
    c.path(
      `M${x - w * 0.06},${base - h}L${x + w * 0.12},${base - h - rh}H${x + w * 0.88}L${x + w * 1.06},${base - h}Z`,
      roof,
    );
    // Curved clay tiles read as evenly spaced darker ribs (one path for all of them).
    const n = Math.floor(w / 14);
    let d = "";
    for (let i = 1; i < n; i++) {
      const tx = x - w * 0.06 + (i / n) * w * 1.12;
      d += `M${f(tx)},${f(base - h)}L${f(x + w * 0.12 + (tx - x + w * 0.06) * (0.76 / 1.12))},${f(base - h - rh + 2)}`;
    }
    c.path(d, "none", { stroke: mix(roof, "#000000", 0.18), "stroke-width": 2.5 });
  } else {
    c.rect(x - 4, base - h - 8, w + 8, 10, o.trim ?? mix(wall, "#000000", 0.08));
  }
  const cols = Math.max(1, Math.round(w / 70));
  const rows = Math.max(1, Math.round((h - 40) / 80));
  // All arched windows share one path, as do doors: far fewer bytes per house.
  let wins = "";
  let doors = "";
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < cols; i++) {
      const ww = Math.min(24, w / cols / 2.6);
      const wx = x + (i + 0.5) * (w / cols) - ww / 2;
      const wy = base - h + 22 + j * ((h - 30) / rows);
      const isDoor = j === rows - 1 && i === Math.floor(cols / 2) && h > 60;
      const wh = isDoor ? base - wy : Math.min(38, (h - 30) / rows - 16);
      const d = `M${f(wx)},${f(wy + wh)}V${f(wy + ww / 2)}a${f(ww / 2)},${f(ww / 2)} 0 0 1 ${f(ww)},0V${f(wy + wh)}Z`;
      if (isDoor) doors += d;
      else wins += d;
    }
  }
  c.path(wins, win);
  if (doors) c.path(doors, o.door ?? "#7a4a2a");
}

/** A row of village houses with varied widths, heights and wall colours. */
export function village(
  c: Canvas,
  r: Rng,
  x0: number,
  x1: number,
  base: number,
  hMin: number,
  hMax: number,
  walls: string[],
  o: HouseOpts = {},
): void {
  let x = x0;
  while (x < x1) {
    const w = between(r, 80, 150);
    house(c, x, base, w, between(r, hMin, hMax), pick(r, walls), {
      ...o,
      roof: r() < 0.75 ? "tile" : "flat",
    });
    x += w + between(r, -10, 20);
  }
}

/** Tall beachfront hotel in three-quarter view: lit face, shaded side, balcony bands. */
export function hotel(
  c: Canvas,
  x: number,
  base: number,
  w: number,
  h: number,
  face: string,
  side: string,
  glass: string,
): void {
  const d = w * 0.35;
  c.path(`M${x + w},${base - h}L${x + w + d},${base - h + d * 0.25}V${base}H${x + w}Z`, side);
  c.rect(x, base - h, w, h, face);
  const floors = Math.floor(h / 26);
  for (let i = 0; i < floors; i++) {
    const y = base - h + 14 + i * 26;
    c.rect(x + w * 0.06, y, w * 0.88, 11, glass);
    c.path(
      `M${x + w},${y + 2}L${x + w + d},${y + 2 + d * 0.25}V${y + 9 + d * 0.25}L${x + w},${y + 9}Z`,
      mix(side, "#000000", 0.15),
    );
  }
  c.rect(x - 4, base - h - 10, w + 8, 10, side);
}

/** Beach umbrella: a scalloped canopy on a thin pole. */
export function umbrella(
  c: Canvas,
  x: number,
  y: number,
  s: number,
  canopy: string,
  pole = "#f5efe4",
  stripe?: string,
): void {
  c.line(
    [
      [x, y],
      [x + s * 0.08, y - s],
    ],
    pole,
    Math.max(2, s * 0.04),
  );
  const cx = x + s * 0.08;
  const cy = y - s;
  c.path(
    `M${cx - s * 0.6},${cy + s * 0.12}Q${cx},${cy - s * 0.42} ${cx + s * 0.6},${cy + s * 0.12}Z`,
    canopy,
  );
  if (stripe)
    c.path(
      `M${cx - s * 0.2},${cy + s * 0.12}Q${cx},${cy - s * 0.42} ${cx + s * 0.2},${cy + s * 0.12}Z`,
      stripe,
    );
}

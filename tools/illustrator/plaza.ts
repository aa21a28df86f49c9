// Town squares: flagstone paving in perspective (one path, however large), clipped laurel
// trees, iron benches and the wrought-iron bandstand (kiosco) of a Mexican plaza.

import { mix } from "./geom.ts";
import { between, type Canvas, f, pick, type Rng } from "./svg.ts";

/**
 * Paving from `farY` down to `nearY`: joints running to a vanishing point at x `vx` and
 * courses closing up towards the back, all in one stroked path.
 */
export function flagstones(
  c: Canvas,
  nearY: number,
  farY: number,
  vx: number,
  joint: string,
  courses = 12,
  step = 140,
): void {
  let d = "";
  for (let k = 1; k <= courses; k++) {
    const y = farY + (nearY - farY) * (k / courses) ** 1.8;
    d += `M0,${f(y)}H1600`;
  }
  const squeeze = 0.28;
  for (let x = vx - step * 14; x <= vx + step * 14; x += step)
    d += `M${f(vx + (x - vx) * squeeze)},${f(farY)}L${f(x)},${f(nearY)}`;
  c.path(d, "none", { stroke: joint, "stroke-width": 3, opacity: 0.5 });
}

/** Laurel tree of the plaza: a clipped round crown on a whitewashed trunk. */
export function laurel(
  c: Canvas,
  r: Rng,
  x: number,
  y: number,
  s: number,
  tones: string[],
  trunk: string,
): void {
  c.rect(x - s * 0.06, y - s * 0.7, s * 0.12, s * 0.7, trunk);
  c.rect(x - s * 0.065, y - s * 0.22, s * 0.13, s * 0.22, "#f4efe6", { opacity: 0.85 });
  for (let i = 0; i < 7; i++)
    c.circle(
      x + between(r, -0.35, 0.35) * s,
      y - s * between(r, 0.85, 1.15),
      s * between(r, 0.25, 0.36),
      pick(r, tones),
    );
}

/** Iron park bench seen from the front. */
export function bench(c: Canvas, x: number, y: number, w: number, colour: string): void {
  c.path(
    `M${f(x - w / 2)},${f(y)}V${f(y - w * 0.36)}M${f(x + w / 2)},${f(y)}V${f(y - w * 0.36)}`,
    "none",
    { stroke: colour, "stroke-width": Math.max(3, w * 0.035) },
  );
  for (const k of [0.18, 0.3]) c.rect(x - w / 2, y - w * k, w, w * 0.05, colour);
  c.rect(x - w / 2 - w * 0.04, y - w * 0.12, w * 1.08, w * 0.05, mix(colour, "#000000", 0.2));
}

export type KioskRoof = "dome" | "tent";

/**
 * The plaza bandstand seen from the front: a raised stone platform with steps and a
 * balustrade, slender iron columns and a dome or a scalloped tent roof with a finial.
 * Returns the floor line where the band stands.
 */
export function kiosk(
  c: Canvas,
  x: number,
  base: number,
  w: number,
  stone: string,
  iron: string,
  roof: string,
  kind: KioskRoof,
  inside: string,
): number {
  const floor = base - w * 0.2;
  const top = floor - w * 0.46;
  c.rect(x - w / 2, top, w, floor - top, inside);
  c.rect(x - w * 0.55, floor, w * 1.1, base - floor, stone);
  c.rect(x - w * 0.57, floor - 6, w * 1.14, 14, mix(stone, "#ffffff", 0.2));
  for (let i = 0; i < 3; i++)
    c.rect(
      x - w * (0.16 - i * 0.02),
      base - i * w * 0.05,
      w * (0.32 - i * 0.04),
      w * 0.05,
      mix(stone, "#000000", 0.08 + i * 0.04),
    );
  const cols = 6;
  let d = "";
  for (let i = 0; i <= cols; i++) {
    const cx = x - w / 2 + (i / cols) * w;
    d += `M${f(cx)},${f(floor)}V${f(top)}`;
  }
  c.path(d, "none", { stroke: iron, "stroke-width": Math.max(4, w * 0.014) });
  let arcs = "";
  for (let i = 0; i < cols; i++) {
    const a = x - w / 2 + (i / cols) * w;
    arcs += `M${f(a)},${f(top + w * 0.06)}Q${f(a + w / cols / 2)},${f(top - w * 0.01)} ${f(a + w / cols)},${f(top + w * 0.06)}`;
  }
  c.path(arcs, "none", { stroke: iron, "stroke-width": Math.max(3, w * 0.01) });
  c.rect(x - w * 0.56, top - w * 0.04, w * 1.12, w * 0.05, iron);
  if (kind === "dome") {
    c.path(
      `M${f(x - w * 0.52)},${f(top - w * 0.04)}Q${f(x - w * 0.5)},${f(top - w * 0.3)} ${f(x)},${f(top - w * 0.31)}Q${f(x + w * 0.5)},${f(top - w * 0.3)} ${f(x + w * 0.52)},${f(top - w * 0.04)}Z`,
      roof,
    );
    c.path(
      `M${f(x + w * 0.1)},${f(top - w * 0.305)}Q${f(x + w * 0.46)},${f(top - w * 0.26)} ${f(x + w * 0.5)},${f(top - w * 0.04)}H${f(x + w * 0.3)}Q${f(x + w * 0.3)},${f(top - w * 0.22)} ${f(x + w * 0.1)},${f(top - w * 0.305)}Z`,
      mix(roof, "#000000", 0.15),
    );
  } else {
    c.path(
      `M${f(x - w * 0.6)},${f(top - w * 0.04)}L${f(x)},${f(top - w * 0.4)}L${f(x + w * 0.6)},${f(top - w * 0.04)}Z`,
      roof,
    );
    c.path(
      `M${f(x)},${f(top - w * 0.4)}L${f(x + w * 0.6)},${f(top - w * 0.04)}H${f(x + w * 0.2)}Z`,
      mix(roof, "#000000", 0.15),
    );
    let fringe = `M${f(x - w * 0.6)},${f(top - w * 0.05)}`;
    for (let i = 0; i < 12; i++) {
      const a = x - w * 0.6 + (i / 12) * w * 1.2;
      fringe += `Q${f(a + w * 0.05)},${f(top + w * 0.05)} ${f(a + w * 0.1)},${f(top - w * 0.05)}`;
    }
    c.path(`${fringe}Z`, roof);
  }
  const finial = kind === "dome" ? top - w * 0.31 : top - w * 0.4;
  c.line(
    [
      [x, finial],
      [x, finial - w * 0.1],
    ],
    iron,
    Math.max(4, w * 0.012),
  );
  c.circle(x, finial - w * 0.1, w * 0.02, iron);
  return floor;
}

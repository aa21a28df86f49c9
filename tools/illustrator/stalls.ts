// Market stalls: scalloped striped awnings, trestle tables and crates, heaps of fruit
// and chiles, hanging bananas, and buckets of cut flowers.

import { leaf, mix } from "./geom.ts";
import { between, type Canvas, f, pick, type Rng } from "./svg.ts";

/** Striped awning over x0..x1 from `top` down to `y`, with a scalloped edge and poles. */
export function awning(
  c: Canvas,
  x0: number,
  x1: number,
  top: number,
  y: number,
  a: string,
  b: string,
  pole: string,
  ground: number,
): void {
  for (const x of [x0 + 10, x1 - 10]) c.rect(x - 7, top, 14, ground - top, pole);
  const n = Math.max(4, Math.round((x1 - x0) / 70));
  const w = (x1 - x0) / n;
  for (let i = 0; i < n; i++) {
    const xa = x0 + i * w;
    c.path(
      `M${f(xa)},${top}H${f(xa + w)}V${y}Q${f(xa + w / 2)},${f(y + w * 0.5)} ${f(xa)},${y}Z`,
      i % 2 ? a : b,
    );
  }
  c.rect(x0 - 10, top - 14, x1 - x0 + 20, 18, mix(a, "#000000", 0.25));
}

/** Trestle table with a cloth front. */
export function stallTable(
  c: Canvas,
  x0: number,
  x1: number,
  y: number,
  ground: number,
  top: string,
  cloth: string,
): void {
  c.rect(x0, y, x1 - x0, 18, top);
  c.rect(x0 + 10, y + 18, x1 - x0 - 20, ground - y - 18, cloth);
}

export type Produce =
  | "mango"
  | "lime"
  | "tomato"
  | "chile"
  | "avocado"
  | "papaya"
  | "watermelon"
  | "orange";
export const produce: Produce[] = [
  "mango",
  "lime",
  "tomato",
  "chile",
  "avocado",
  "papaya",
  "watermelon",
  "orange",
];
const tones: Record<Produce, string[]> = {
  mango: ["#f2b632", "#f47a1f", "#e8c23a"],
  lime: ["#5aa03a", "#7ab84a", "#4a8a2f"],
  tomato: ["#d8402a", "#e85a3a", "#c8321e"],
  chile: ["#c8241e", "#2f7a2a", "#e0452a"],
  avocado: ["#2f4a1e", "#3f5a2a", "#26401a"],
  papaya: ["#f47a1f", "#e8922f"],
  watermelon: ["#e8405a", "#f0566a"],
  orange: ["#f48a1f", "#f8a02f", "#e8781a"],
};

/** A heap of one kind of produce, in a crate, about w wide, resting on y. */
export function heap(
  c: Canvas,
  r: Rng,
  x: number,
  y: number,
  w: number,
  kind: Produce,
  crate = "#b8925a",
): void {
  const t = tones[kind];
  const s = w / 7;
  if (kind === "papaya" || kind === "watermelon") {
    for (let i = 0; i < 3; i++) {
      const cx = x - w * 0.3 + i * w * 0.3;
      const cy = y - s * (i === 1 ? 1.6 : 1.1);
      if (kind === "papaya") {
        c.ellipse(cx, cy, s * 1.4, s * 0.8, "#6aa03a");
        c.ellipse(cx, cy, s * 1.25, s * 0.66, pick(r, t));
        c.ellipse(cx, cy, s * 0.6, s * 0.25, "#2a1a14");
      } else {
        c.path(
          `M${cx - s * 1.3},${cy}A${s * 1.3},${s * 1.3} 0 0 0 ${cx + s * 1.3},${cy}Z`,
          "#3f7a2a",
        );
        c.path(
          `M${cx - s * 1.15},${cy}A${s * 1.15},${s * 1.1} 0 0 0 ${cx + s * 1.15},${cy}Z`,
          pick(r, t),
        );
        for (const dx of [-0.5, 0, 0.5])
          c.ellipse(cx + dx * s, cy + s * 0.4, s * 0.08, s * 0.14, "#2a1a14");
      }
    }
  } else {
    for (let row = 0; row < 4; row++) {
      const count = 6 - row;
      for (let i = 0; i < count; i++) {
        const px = x - ((count - 1) / 2) * s * 1.05 + i * s * 1.05 + between(r, -3, 3);
        const py = y - s * 0.55 - row * s * 0.8;
        if (kind === "chile")
          c.path(
            leaf([px - s * 0.6, py], [px + s * 0.6, py + s * 0.2], s * 0.22, s * 0.2),
            pick(r, t),
          );
        else {
          const k = kind === "lime" ? 0.45 : kind === "avocado" ? 0.55 : 0.58;
          c.ellipse(
            px,
            py,
            s * k * (kind === "mango" || kind === "avocado" ? 1.15 : 1),
            s * k,
            pick(r, t),
          );
          if (kind === "mango")
            c.circle(px + s * 0.2, py - s * 0.15, s * 0.22, "#e0523a", { opacity: 0.5 });
        }
      }
    }
  }
  c.rect(x - w / 2, y - s * 0.6, w, s * 0.9, crate);
  c.rect(x - w / 2, y - s * 0.6, w, s * 0.14, mix(crate, "#000000", 0.2));
}

/** A hand of bananas hanging from a hook. */
export function bananas(c: Canvas, x: number, y: number, s: number): void {
  c.line(
    [
      [x, y - s * 0.3],
      [x, y + s * 0.1],
    ],
    "#6a5a3a",
    s * 0.06,
  );
  for (let i = 0; i < 6; i++) {
    const a = -0.9 + i * 0.36;
    c.path(
      leaf(
        [x, y + s * 0.1],
        [x + Math.sin(a) * s * 0.9, y + s * 0.1 + Math.cos(a) * s * 0.9],
        s * 0.12,
        s * 0.2,
      ),
      i % 2 ? "#f2d23a" : "#e8c42a",
    );
  }
}

/** Bucket of cut flowers: round blooms on green stems. */
export function flowers(
  c: Canvas,
  r: Rng,
  x: number,
  y: number,
  s: number,
  bloom: string,
  bucket = "#8a9aa8",
): void {
  const heads: [number, number][] = [];
  let stems = "";
  for (let i = 0; i < 9; i++) {
    const a = -Math.PI / 2 + (i / 8 - 0.5) * 1.6;
    const len = s * between(r, 0.8, 1.1);
    const head: [number, number] = [x + Math.cos(a) * len * 0.6, y - s * 0.5 + Math.sin(a) * len];
    stems += `M${f(x)},${f(y - s * 0.4)}L${f(head[0])},${f(head[1])}`;
    heads.push(head);
  }
  c.path(stems, "none", { stroke: "#3f7a2a", "stroke-width": s * 0.03 });
  for (const [hx, hy] of heads) c.circle(hx, hy, s * 0.13, bloom);
  for (const [hx, hy] of heads) c.circle(hx, hy, s * 0.05, mix(bloom, "#000000", 0.3));
  c.path(
    `M${x - s * 0.3},${y - s * 0.5}H${x + s * 0.3}L${x + s * 0.24},${y}H${x - s * 0.24}Z`,
    bucket,
  );
  c.rect(x - s * 0.32, y - s * 0.54, s * 0.64, s * 0.06, mix(bucket, "#000000", 0.15));
}

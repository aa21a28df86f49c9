// Tour vehicles seen side-on: an ATV with its helmeted rider, an open 4×4 jeep, and a
// day-trip catamaran under sail with passengers on deck.

import { mix, tube } from "./geom.ts";
import type { Canvas } from "./svg.ts";

function wheel(c: Canvas, x: number, y: number, rad: number, hub: string): void {
  c.circle(x, y, rad, "#1f1f24");
  c.circle(x, y, rad, "none", {
    stroke: "#35353c",
    "stroke-width": rad * 0.22,
    "stroke-dasharray": `${rad * 0.25} ${rad * 0.2}`,
  });
  c.circle(x, y, rad * 0.45, hub);
}

/** ATV ridden towards `dir`; (x, y) is the ground under its middle, `s` its length. */
export function atv(
  c: Canvas,
  x: number,
  y: number,
  s: number,
  body: string,
  rider: string,
  helmet: string,
  dir = 1,
): void {
  const b = (v: number) => x + v * s * dir;
  const rad = s * 0.2;
  c.path(
    `M${b(-0.5)},${y - s * 0.3}L${b(-0.3)},${y - s * 0.42}H${b(0.3)}L${b(0.52)},${y - s * 0.32}L${b(0.45)},${y - s * 0.2}H${b(-0.45)}Z`,
    body,
  );
  c.path(
    `M${b(-0.5)},${y - s * 0.28}Q${b(-0.3)},${y - s * 0.52} ${b(-0.08)},${y - s * 0.28}ZM${b(0.1)},${y - s * 0.28}Q${b(0.32)},${y - s * 0.52} ${b(0.54)},${y - s * 0.28}Z`,
    mix(body, "#000000", 0.25),
  );
  wheel(c, b(-0.3), y - rad, rad, "#b8b8c0");
  wheel(c, b(0.32), y - rad, rad, "#b8b8c0");
  c.path(
    tube(
      [
        [b(-0.12), y - s * 0.44],
        [b(0.02), y - s * 0.62],
        [b(0.02), y - s * 0.9],
      ],
      s * 0.14,
      s * 0.12,
      6,
    ),
    rider,
  );
  c.line(
    [
      [b(-0.1), y - s * 0.45],
      [b(0.08), y - s * 0.44],
      [b(0.1), y - s * 0.28],
    ],
    rider,
    s * 0.07,
  );
  c.line(
    [
      [b(0.02), y - s * 0.82],
      [b(0.16), y - s * 0.66],
      [b(0.24), y - s * 0.56],
    ],
    rider,
    s * 0.05,
  );
  c.line(
    [
      [b(0.18), y - s * 0.5],
      [b(0.26), y - s * 0.58],
    ],
    "#2a2a30",
    s * 0.03,
  );
  c.circle(b(0.04), y - s * 0.98, s * 0.09, helmet);
  c.path(`M${b(0.06)},${y - s * 1.0}h${dir * s * 0.08}v${s * 0.05}h${-dir * s * 0.08}Z`, "#2a2a30");
}

/** Open 4×4 with a roll bar, passengers' heads showing, driving towards `dir`. */
export function jeep(
  c: Canvas,
  x: number,
  y: number,
  s: number,
  body: string,
  heads: string,
  dir = 1,
): void {
  const b = (v: number) => x + v * s * dir;
  const rad = s * 0.15;
  c.path(
    `M${b(-0.5)},${y - s * 0.14}V${y - s * 0.42}H${b(0.18)}L${b(0.3)},${y - s * 0.44}H${b(0.5)}V${y - s * 0.14}Z`,
    body,
  );
  c.line(
    [
      [b(-0.4), y - s * 0.42],
      [b(-0.36), y - s * 0.74],
      [b(-0.02), y - s * 0.74],
      [b(0.02), y - s * 0.42],
    ],
    mix(body, "#000000", 0.4),
    s * 0.025,
  );
  c.line(
    [
      [b(0.2), y - s * 0.44],
      [b(0.26), y - s * 0.64],
    ],
    "#cfe0e6",
    s * 0.02,
  );
  for (const [v, hh] of [
    [-0.3, 0.56],
    [-0.08, 0.58],
    [0.1, 0.57],
  ] as const)
    c.circle(b(v), y - s * hh, s * 0.055, heads);
  c.rect(Math.min(b(-0.46), b(0.46)), y - s * 0.3, s * 0.92, s * 0.04, mix(body, "#000000", 0.2));
  wheel(c, b(-0.3), y - rad, rad, "#d8d8dc");
  wheel(c, b(0.32), y - rad, rad, "#d8d8dc");
}

/** Catamaran under sail: hull, deck rail, mast, main and jib, passengers as dots of colour. */
export function catamaran(
  c: Canvas,
  x: number,
  y: number,
  s: number,
  hull: string,
  sail: string,
  crowd: string[],
  dir = 1,
): void {
  const b = (v: number) => x + v * s * dir;
  c.path(`M${b(-0.5)},${y - s * 0.1}H${b(0.55)}L${b(0.42)},${y}H${b(-0.45)}Z`, hull);
  c.rect(Math.min(b(-0.46), b(0.44)), y - s * 0.16, s * 0.9, s * 0.06, mix(hull, "#000000", 0.12));
  crowd.forEach((col, i) => {
    const px = b(-0.4 + (i / Math.max(1, crowd.length - 1)) * 0.75);
    c.rect(px - s * 0.018, y - s * 0.24, s * 0.036, s * 0.08, col, { rx: s * 0.01 });
    c.circle(px, y - s * 0.27, s * 0.018, "#3a2a22");
  });
  c.line(
    [
      [b(-0.48), y - s * 0.22],
      [b(0.5), y - s * 0.22],
    ],
    "#dfe4e8",
    s * 0.008,
  );
  c.line(
    [
      [b(0.02), y - s * 0.16],
      [b(0.02), y - s * 1.3],
    ],
    "#5a6470",
    s * 0.014,
  );
  c.path(
    `M${b(0.0)},${y - s * 1.26}Q${b(-0.26)},${y - s * 0.7} ${b(-0.34)},${y - s * 0.26}H${b(0)}Z`,
    sail,
  );
  c.path(
    `M${b(0.04)},${y - s * 1.18}Q${b(0.3)},${y - s * 0.7} ${b(0.46)},${y - s * 0.2}H${b(0.04)}Z`,
    mix(sail, "#000000", 0.06),
  );
}

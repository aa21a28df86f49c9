// More musicians: saxophone, upright bass, tuba and snare drum as silhouettes (for the plaza
// band and the jazz stage), and mariachis facing us in charro suits with their instruments.

import { dots, specks } from "./festive.ts";
import { leaf, mix, tube } from "./geom.ts";
import { body } from "./stage.ts";
import { type Canvas, f, type Pt } from "./svg.ts";

/** Saxophonist: the horn's curved body down the front, bell turned up at the hip. */
export function saxophonist(
  c: Canvas,
  x: number,
  y: number,
  h: number,
  ink: string,
  brass: string,
): void {
  const [sx, sy] = body(c, x, y, h, ink);
  const p = (dx: number, dy: number): Pt => [x + dx * h, y - dy * h];
  c.path(
    tube(
      [p(0.07, 0.88), p(0.12, 0.78), p(0.1, 0.6), p(0.12, 0.46), p(0.22, 0.5)],
      h * 0.025,
      h * 0.07,
      14,
    ),
    brass,
  );
  c.path(leaf(p(0.2, 0.47), p(0.27, 0.58), h * 0.05), brass);
  c.line([[sx - h * 0.06, sy], p(-0.02, 0.66), p(0.1, 0.72)], ink, h * 0.05);
  c.line([[sx + h * 0.06, sy], p(0.2, 0.64), p(0.12, 0.56)], ink, h * 0.05);
}

/** Upright bass player: the tall wooden body stands beside him, one hand high on the neck. */
export function bassist(
  c: Canvas,
  x: number,
  y: number,
  h: number,
  ink: string,
  wood: string,
): void {
  const [sx, sy] = body(c, x, y, h, ink);
  const bx = x + h * 0.2;
  const p = (dx: number, dy: number): Pt => [bx + dx * h, y - dy * h];
  c.line([p(0, 0), p(0, 0.06)], "#2a2420", h * 0.015);
  c.path(
    `M${f(bx)},${f(y - h * 0.05)}C${f(bx - h * 0.2)},${f(y - h * 0.05)} ${f(bx - h * 0.18)},${f(y - h * 0.3)} ${f(bx - h * 0.1)},${f(y - h * 0.36)}C${f(bx - h * 0.16)},${f(y - h * 0.45)} ${f(bx - h * 0.12)},${f(y - h * 0.6)} ${f(bx)},${f(y - h * 0.62)}C${f(bx + h * 0.12)},${f(y - h * 0.6)} ${f(bx + h * 0.16)},${f(y - h * 0.45)} ${f(bx + h * 0.1)},${f(y - h * 0.36)}C${f(bx + h * 0.18)},${f(y - h * 0.3)} ${f(bx + h * 0.2)},${f(y - h * 0.05)} ${f(bx)},${f(y - h * 0.05)}Z`,
    wood,
  );
  c.line([p(0, 0.6), p(0, 1.12)], mix(wood, "#000000", 0.5), h * 0.025);
  c.circle(...p(0, 1.14), h * 0.025, mix(wood, "#000000", 0.5));
  c.line([p(0, 0.14), p(0, 0.6)], "#f4efe6", 1.5, { opacity: 0.6 });
  c.line([[sx + h * 0.06, sy], p(0.02, 0.82), p(0, 0.96)], ink, h * 0.05);
  c.line([[sx - h * 0.02, sy + h * 0.02], p(-0.12, 0.56), p(-0.04, 0.42)], ink, h * 0.05);
}

/** Tuba player: the big coiled horn in front of the chest, its bell above one shoulder. */
export function tubist(
  c: Canvas,
  x: number,
  y: number,
  h: number,
  ink: string,
  brass: string,
): void {
  const [sx, sy] = body(c, x, y, h, ink);
  c.ellipse(x, y - h * 0.6, h * 0.14, h * 0.16, brass);
  c.ellipse(x, y - h * 0.6, h * 0.07, h * 0.09, mix(brass, "#000000", 0.25));
  c.path(
    tube(
      [
        [x + h * 0.05, y - h * 0.72],
        [x + h * 0.1, y - h * 0.92],
        [x + h * 0.14, y - h * 1.02],
      ],
      h * 0.06,
      h * 0.2,
      8,
    ),
    brass,
  );
  c.ellipse(x + h * 0.14, y - h * 1.04, h * 0.1, h * 0.035, mix(brass, "#000000", 0.35));
  c.line(
    [
      [sx - h * 0.06, sy],
      [x - h * 0.16, y - h * 0.66],
      [x - h * 0.06, y - h * 0.6],
    ],
    ink,
    h * 0.05,
  );
}

/** Marching drummer: a snare drum at the hip, sticks raised. */
export function drummer(
  c: Canvas,
  x: number,
  y: number,
  h: number,
  ink: string,
  shell: string,
  step = 0,
): void {
  c.line(
    [
      [x, y - h * 0.47],
      [x + step * h * 0.1, y - h * 0.24],
      [x + step * h * 0.16, y - h * 0.03],
    ],
    ink,
    h * 0.085,
  );
  c.line(
    [
      [x, y - h * 0.47],
      [x - step * h * 0.06, y - h * 0.24],
      [x - step * h * 0.14, y - h * 0.03],
    ],
    ink,
    h * 0.085,
  );
  c.path(
    tube(
      [
        [x, y - h * 0.46],
        [x, y - h * 0.82],
      ],
      h * 0.17,
      h * 0.2,
      4,
    ),
    ink,
  );
  c.circle(x, y - h * 0.91, h * 0.072, ink);
  c.rect(x - h * 0.02, y - h * 0.56, h * 0.26, h * 0.12, shell, { rx: h * 0.02 });
  c.rect(x - h * 0.02, y - h * 0.58, h * 0.26, h * 0.03, "#f4efe6");
  c.line(
    [
      [x - h * 0.06, y - h * 0.76],
      [x + h * 0.02, y - h * 0.62],
      [x + h * 0.16, y - h * 0.72],
    ],
    ink,
    h * 0.05,
  );
  c.line(
    [
      [x + h * 0.06, y - h * 0.76],
      [x + h * 0.18, y - h * 0.66],
      [x + h * 0.22, y - h * 0.8],
    ],
    ink,
    h * 0.05,
  );
}

export type MariachiPart = "violin" | "trumpet" | "guitarron" | "vihuela";

/**
 * A mariachi facing us in a charro suit: short jacket, trousers with a row of silver
 * buttons, a bow tie and a wide embroidered sombrero, playing `part`.
 */
export function charro(
  c: Canvas,
  x: number,
  y: number,
  h: number,
  suit: string,
  trim: string,
  skin: string,
  part: MariachiPart,
  tie = "#c8242e",
): void {
  const p = (dx: number, dy: number): Pt => [x + dx * h, y - dy * h];
  const shade = mix(suit, "#000000", 0.25);
  c.path(tube([p(-0.06, 0.5), p(-0.07, 0.03)], h * 0.1, h * 0.085, 3), suit);
  c.path(tube([p(0.06, 0.5), p(0.07, 0.03)], h * 0.1, h * 0.085, 3), shade);
  c.path(
    dots(
      [p(-0.08, 0.04), p(0.08, 0.04)].map(([a, b]): [number, number, number] => [a, b, h * 0.035]),
    ),
    "#1a1418",
  );
  const studs: Pt[] = [];
  for (let i = 0; i < 8; i++) {
    const t = 0.08 + i * 0.052;
    studs.push([x - h * 0.115, y - t * h], [x + h * 0.125, y - t * h]);
  }
  specks(c, studs, h * 0.011, trim);
  c.path(
    `M${p(-0.15, 0.82).join(",")}L${p(0.15, 0.82).join(",")}L${p(0.12, 0.52).join(",")}L${p(-0.12, 0.52).join(",")}Z`,
    suit,
  );
  c.path(
    `M${p(-0.04, 0.82).join(",")}L${p(0, 0.6).join(",")}L${p(0.04, 0.82).join(",")}Z`,
    "#f7f3ea",
  );
  c.rect(x - h * 0.12, y - h * 0.54, h * 0.24, h * 0.03, shade);
  c.path(
    `M${p(-0.12, 0.78).join(",")}Q${p(-0.08, 0.66).join(" ")} ${p(-0.12, 0.56).join(",")}M${p(0.12, 0.78).join(",")}Q${p(0.08, 0.66).join(" ")} ${p(0.12, 0.56).join(",")}`,
    "none",
    { stroke: trim, "stroke-width": h * 0.012 },
  );
  c.path(
    `M${p(0, 0.8).join(",")}L${p(-0.05, 0.83).join(",")}V${p(0, 0.77)[1]}ZM${p(0, 0.8).join(",")}L${p(0.05, 0.83).join(",")}V${p(0, 0.77)[1]}Z`,
    tie,
  );
  c.rect(x - h * 0.025, y - h * 0.86, h * 0.05, h * 0.05, skin);
  c.circle(...p(0, 0.9), h * 0.062, skin);
  // Sombrero: a wide upturned brim with an embroidered edge and a tall crown.
  c.ellipse(...p(0, 0.955), h * 0.27, h * 0.05, suit);
  c.ellipse(...p(0, 0.955), h * 0.27, h * 0.05, "none", { stroke: trim, "stroke-width": h * 0.01 });
  c.path(
    `M${p(-0.085, 0.96).join(",")}Q${p(-0.08, 1.13).join(" ")} ${p(0, 1.14).join(",")}Q${p(0.08, 1.13).join(" ")} ${p(0.085, 0.96).join(",")}Z`,
    shade,
  );
  c.rect(x - h * 0.085, y - h * 1.0, h * 0.17, h * 0.025, trim);
  const arm = (pts: Pt[]) => c.line(pts, suit, h * 0.05);
  const wood = "#a8642a";
  if (part === "violin") {
    const [vx, vy] = p(-0.1, 0.8);
    c.group({ transform: `rotate(-18 ${f(vx)} ${f(vy)})` }, () => {
      c.ellipse(vx - h * 0.02, vy, h * 0.065, h * 0.05, "#9a3a1a");
      c.ellipse(vx + h * 0.055, vy, h * 0.05, h * 0.04, "#9a3a1a");
      c.rect(vx - h * 0.23, vy - h * 0.01, h * 0.2, h * 0.02, "#2a1a14");
      c.circle(vx - h * 0.23, vy, h * 0.018, "#2a1a14");
    });
    arm([p(-0.14, 0.8), p(-0.24, 0.72), p(-0.3, 0.82)]);
    c.line([p(0.3, 0.66), p(-0.06, 0.86)], "#e8dcc0", h * 0.008);
    arm([p(0.14, 0.8), p(0.26, 0.68), p(0.22, 0.7)]);
  } else if (part === "trumpet") {
    c.line([p(0.02, 0.89), p(0.24, 0.96)], "#e8c46a", h * 0.025);
    c.path(
      `M${p(0.22, 0.95).join(",")}L${p(0.32, 1.02).join(",")}L${p(0.3, 0.9).join(",")}Z`,
      "#e8c46a",
    );
    arm([p(-0.14, 0.8), p(-0.06, 0.7), p(0.06, 0.88)]);
    arm([p(0.14, 0.8), p(0.2, 0.74), p(0.14, 0.92)]);
  } else if (part === "guitarron") {
    c.path(
      `M${p(-0.2, 0.74).join(",")}Q${p(-0.26, 0.4).join(" ")} ${p(0.02, 0.36).join(",")}Q${p(0.26, 0.42).join(" ")} ${p(0.18, 0.74).join(",")}Q${p(0, 0.8).join(" ")} ${p(-0.2, 0.74).join(",")}Z`,
      wood,
    );
    c.circle(...p(0, 0.6), h * 0.05, "#2a1a14");
    c.line([p(-0.12, 0.72), p(-0.36, 0.96)], "#5a3a24", h * 0.035);
    arm([p(-0.14, 0.8), p(-0.28, 0.8), p(-0.3, 0.9)]);
    arm([p(0.14, 0.8), p(0.22, 0.64), p(0.04, 0.6)]);
  } else {
    c.circle(...p(0.02, 0.62), h * 0.1, wood);
    c.circle(...p(-0.08, 0.68), h * 0.075, wood);
    c.circle(...p(0.0, 0.64), h * 0.03, "#2a1a14");
    c.line([p(-0.1, 0.7), p(-0.34, 0.84)], "#5a3a24", h * 0.025);
    arm([p(-0.14, 0.8), p(-0.26, 0.72), p(-0.3, 0.84)]);
    arm([p(0.14, 0.8), p(0.2, 0.66), p(0.04, 0.62)]);
  }
}

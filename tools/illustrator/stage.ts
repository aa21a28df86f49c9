// Live music: musicians as silhouettes (guitar, trumpet, singer at the microphone, drum
// kit), spotlight beams and a crowd of heads and raised arms.

import { tube } from "./geom.ts";
import type { Canvas, Pt } from "./svg.ts";

/** Standing body: legs, torso and head, feet at (x, y); returns the shoulder point. */
export function body(c: Canvas, x: number, y: number, h: number, ink: string, hat = false): Pt {
  c.line(
    [
      [x - h * 0.02, y - h * 0.47],
      [x - h * 0.1, y - h * 0.03],
    ],
    ink,
    h * 0.085,
  );
  c.line(
    [
      [x + h * 0.02, y - h * 0.47],
      [x + h * 0.1, y - h * 0.03],
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
  if (hat) {
    c.ellipse(x, y - h * 0.95, h * 0.2, h * 0.035, ink);
    c.path(
      `M${x - h * 0.07},${y - h * 0.95}Q${x},${y - h * 1.12} ${x + h * 0.07},${y - h * 0.95}Z`,
      ink,
    );
  }
  return [x, y - h * 0.78];
}

/** Guitarist: the guitar slung across the body, one arm strumming, one on the neck. */
export function guitarist(
  c: Canvas,
  x: number,
  y: number,
  h: number,
  ink: string,
  wood: string,
  hat = false,
): void {
  const [sx, sy] = body(c, x, y, h, ink, hat);
  const g: Pt = [x - h * 0.02, y - h * 0.55];
  c.line([g, [g[0] + h * 0.42, g[1] - h * 0.22]], wood, h * 0.035);
  c.circle(g[0] - h * 0.04, g[1] + h * 0.02, h * 0.11, wood);
  c.circle(g[0] + h * 0.07, g[1] - h * 0.04, h * 0.08, wood);
  c.circle(g[0] + h * 0.02, g[1] - h * 0.01, h * 0.03, ink);
  c.line(
    [
      [sx - h * 0.06, sy + h * 0.02],
      [x - h * 0.12, y - h * 0.6],
      [g[0] + h * 0.02, g[1]],
    ],
    ink,
    h * 0.05,
  );
  c.line(
    [
      [sx + h * 0.06, sy + h * 0.02],
      [x + h * 0.2, y - h * 0.66],
      [g[0] + h * 0.34, g[1] - h * 0.18],
    ],
    ink,
    h * 0.05,
  );
}

/** Trumpeter, bell raised (mariachi when `hat`). */
export function trumpeter(
  c: Canvas,
  x: number,
  y: number,
  h: number,
  ink: string,
  brass: string,
  hat = false,
): void {
  const [sx, sy] = body(c, x, y, h, ink, hat);
  const m: Pt = [x + h * 0.08, y - h * 0.88];
  c.line([m, [m[0] + h * 0.3, m[1] - h * 0.04]], brass, h * 0.03);
  c.path(`M${m[0] + h * 0.28},${m[1] - h * 0.04}l${h * 0.12},${-h * 0.07}v${h * 0.15}Z`, brass);
  c.line(
    [
      [sx + h * 0.05, sy],
      [x + h * 0.15, y - h * 0.78],
      [m[0] + h * 0.12, m[1]],
    ],
    ink,
    h * 0.05,
  );
}

/** Singer at a microphone stand. */
export function singer(c: Canvas, x: number, y: number, h: number, ink: string, hat = false): void {
  const [sx, sy] = body(c, x, y, h, ink, hat);
  c.line(
    [
      [x + h * 0.22, y],
      [x + h * 0.2, y - h * 0.85],
      [x + h * 0.12, y - h * 0.88],
    ],
    ink,
    h * 0.018,
  );
  c.line(
    [
      [sx + h * 0.06, sy],
      [x + h * 0.16, y - h * 0.7],
      [x + h * 0.13, y - h * 0.86],
    ],
    ink,
    h * 0.05,
  );
  c.line(
    [
      [sx - h * 0.06, sy],
      [x - h * 0.2, y - h * 0.72],
      [x - h * 0.3, y - h * 0.95],
    ],
    ink,
    h * 0.05,
  );
}

/** Drum kit with the drummer behind it. */
export function drums(
  c: Canvas,
  x: number,
  y: number,
  h: number,
  ink: string,
  shell: string,
  metal: string,
): void {
  c.path(
    tube(
      [
        [x, y - h * 0.45],
        [x, y - h * 0.78],
      ],
      h * 0.18,
      h * 0.2,
      4,
    ),
    ink,
  );
  c.circle(x, y - h * 0.88, h * 0.072, ink);
  c.line(
    [
      [x - h * 0.08, y - h * 0.74],
      [x - h * 0.25, y - h * 0.6],
      [x - h * 0.35, y - h * 0.66],
    ],
    ink,
    h * 0.05,
  );
  c.line(
    [
      [x + h * 0.08, y - h * 0.74],
      [x + h * 0.25, y - h * 0.62],
      [x + h * 0.38, y - h * 0.7],
    ],
    ink,
    h * 0.05,
  );
  c.ellipse(x - h * 0.45, y - h * 0.72, h * 0.16, h * 0.03, metal);
  c.ellipse(x + h * 0.5, y - h * 0.78, h * 0.18, h * 0.03, metal);
  c.line(
    [
      [x - h * 0.45, y],
      [x - h * 0.45, y - h * 0.72],
    ],
    metal,
    h * 0.015,
  );
  c.line(
    [
      [x + h * 0.5, y],
      [x + h * 0.5, y - h * 0.78],
    ],
    metal,
    h * 0.015,
  );
  c.circle(x, y - h * 0.24, h * 0.24, shell);
  c.circle(x, y - h * 0.24, h * 0.17, "#f4efe6");
  c.rect(x - h * 0.4, y - h * 0.5, h * 0.22, h * 0.2, shell, { rx: h * 0.03 });
  c.rect(x + h * 0.2, y - h * 0.52, h * 0.2, h * 0.22, shell, { rx: h * 0.03 });
}

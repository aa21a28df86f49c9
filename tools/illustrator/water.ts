// Water primitives: the sea, glitter paths and ripples, mirrored reflections, splashes.

import { between, type Canvas, H, type Rng, type Stop, W } from "./svg.ts";

/** Sea from `top` (the horizon) to the bottom edge. */
export function sea(c: Canvas, top: number, stops: Stop[], bottom = H): void {
  c.rect(0, top, W, bottom - top, c.lin(stops));
}

/**
 * Reflected light under a low sun or moon: horizontal dashes that widen and
 * spread as they approach the viewer, as a real glitter path does.
 */
export function glitter(
  c: Canvas,
  r: Rng,
  x: number,
  top: number,
  bottom: number,
  spread: number,
  colour: string,
  n = 26,
): void {
  for (let i = 0; i < n; i++) {
    const t = (i / n) ** 1.4;
    const y = top + 4 + t * (bottom - top);
    const w = between(r, 0.3, 1) * (30 + t * spread);
    const cx = x + (r() - 0.5) * (10 + t * spread * 0.6);
    c.rect(cx - w / 2, y, w, 2 + t * 7, colour, {
      rx: 3,
      opacity: between(r, 0.5, 0.95) * (1 - t * 0.45),
    });
  }
}

/** Scattered short ripple highlights across water, smaller near the horizon. */
export function ripples(
  c: Canvas,
  r: Rng,
  top: number,
  bottom: number,
  colour: string,
  n = 40,
  x0 = 0,
  x1 = W,
  opacity = 0.35,
): void {
  for (let i = 0; i < n; i++) {
    const t = r();
    const y = top + t * t * (bottom - top);
    const w = 12 + t * 90 * between(r, 0.4, 1);
    c.rect(between(r, x0, x1) - w / 2, y, w, 1.5 + t * 4, colour, { rx: 2, opacity });
  }
}

/** Mirror everything in symbol `id` about the horizon line (faint water reflection). */
export function mirror(
  c: Canvas,
  id: string,
  horizon: number,
  opacity: number,
  clipTop = horizon,
): void {
  const clip = c.clip(`M0,${clipTop}H${W}V${H}H0Z`);
  c.group({ "clip-path": clip, opacity }, () =>
    c.use(id, { transform: `matrix(1 0 0 -1 0 ${horizon * 2})` }),
  );
}

/** Crown of spray where something breaks the surface: droplets flung up and out, foam at the base. */
export function splash(
  c: Canvas,
  r: Rng,
  x: number,
  y: number,
  w: number,
  h: number,
  colour: string,
  foam: string,
): void {
  for (let i = 0; i < 34; i++) {
    const t = r() * 2 - 1;
    const up = (1 - t * t) * h * between(r, 0.2, 1);
    c.circle(x + t * w * 0.6, y - up, between(r, 2, 7) * (1 + (1 - Math.abs(t)) * 0.6), colour, {
      opacity: between(r, 0.6, 1),
    });
  }
  for (let i = 0; i < 9; i++) {
    const t = (i / 8) * 2 - 1;
    c.ellipse(
      x + t * w * 0.5,
      y - between(r, 0, h * 0.12),
      w * between(r, 0.1, 0.18),
      h * between(r, 0.07, 0.14),
      i % 2 ? foam : colour,
    );
  }
  c.ellipse(x, y + 6, w * 0.75, h * 0.07, foam, { opacity: 0.8 });
}

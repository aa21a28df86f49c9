// Road vehicles and aircraft, drawn side-on as flat shapes.

import type { Canvas } from "./svg.ts";

/** City bus in the Vallarta style: boxy, two-tone, big windows. */
export function bus(
  c: Canvas,
  x: number,
  y: number,
  len: number,
  body: string,
  band: string,
  glass: string,
): void {
  const h = len * 0.42;
  c.rect(x, y - h, len, h * 0.86, body, { rx: len * 0.03 });
  c.rect(x, y - h * 0.42, len, h * 0.12, band);
  for (let i = 0; i < 6; i++)
    c.rect(x + len * (0.08 + i * 0.135), y - h * 0.88, len * 0.11, h * 0.34, glass, { rx: 3 });
  c.rect(x + len * 0.9, y - h * 0.88, len * 0.08, h * 0.55, glass, { rx: 3 });
  for (const k of [0.2, 0.78]) {
    c.circle(x + len * k, y - h * 0.1, h * 0.14, "#2a2a30");
    c.circle(x + len * k, y - h * 0.1, h * 0.06, "#9a9aa2");
  }
}

/** Taxi: a compact sedan in the town's white and yellow-green livery. */
export function taxi(
  c: Canvas,
  x: number,
  y: number,
  len: number,
  body: string,
  accent: string,
  glass: string,
): void {
  const h = len * 0.34;
  c.path(
    `M${x},${y - h * 0.3}Q${x},${y - h * 0.62} ${x + len * 0.12},${y - h * 0.64}L${x + len * 0.28},${y - h}` +
      `H${x + len * 0.68}L${x + len * 0.84},${y - h * 0.64}Q${x + len},${y - h * 0.6} ${x + len},${y - h * 0.3}V${y - h * 0.18}H${x}Z`,
    body,
  );
  c.path(
    `M${x + len * 0.31},${y - h * 0.93}H${x + len * 0.48}V${y - h * 0.66}H${x + len * 0.2}Z` +
      `M${x + len * 0.52},${y - h * 0.93}H${x + len * 0.66}L${x + len * 0.78},${y - h * 0.66}H${x + len * 0.52}Z`,
    glass,
  );
  c.rect(x, y - h * 0.46, len, h * 0.1, accent);
  c.rect(x + len * 0.43, y - h * 1.12, len * 0.14, h * 0.12, accent, { rx: 3 });
  for (const k of [0.2, 0.8]) {
    c.circle(x + len * k, y - h * 0.16, h * 0.2, "#2a2a30");
    c.circle(x + len * k, y - h * 0.16, h * 0.08, "#b8b8c0");
  }
}

/** Jet airliner climbing at `angle` degrees, drawn side-on. */
export function plane(
  c: Canvas,
  x: number,
  y: number,
  len: number,
  angle: number,
  body: string,
  shade: string,
  tail: string,
): void {
  const h = len * 0.1;
  c.group({ transform: `translate(${x} ${y}) rotate(${-angle})` }, () => {
    c.path(
      `M${-len * 0.05},${h * 0.1}L${-len * 0.22},${h * 1.6}H${-len * 0.1}L${len * 0.12},${h * 0.1}Z`,
      shade,
    );
    c.path(
      `M${-len * 0.5},${-h * 0.45}Q${-len * 0.5},${h * 0.5} ${-len * 0.38},${h * 0.5}H${len * 0.42}` +
        `Q${len * 0.52},${h * 0.45} ${len * 0.52},${0}Q${len * 0.5},${-h * 0.5} ${len * 0.38},${-h * 0.5}H${-len * 0.36}Z`,
      body,
    );
    c.path(
      `M${-len * 0.36},${-h * 0.45}L${-len * 0.47},${-h * 2.1}H${-len * 0.39}L${-len * 0.2},${-h * 0.45}Z`,
      tail,
    );
    c.path(
      `M${-len * 0.05},${h * 0.2}L${-len * 0.16},${h * 1.1}H${-len * 0.08}L${len * 0.1},${h * 0.2}Z`,
      body,
    );
    c.rect(-len * 0.02, h * 0.35, len * 0.1, h * 0.45, shade, { rx: h * 0.2 });
    c.rect(-len * 0.3, -h * 0.2, len * 0.68, h * 0.12, shade, { opacity: 0.5 });
    c.path(
      `M${len * 0.43},${-h * 0.3}L${len * 0.49},${-h * 0.25}L${len * 0.49},${-h * 0.05}H${len * 0.43}Z`,
      shade,
    );
  });
}

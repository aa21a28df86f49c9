// Stamps: a shape drawn once into <defs> and placed again and again with <use>, so that
// fields of agaves, heaps of fruit and buckets of flowers stay within the size budget.

import { type Canvas, f } from "./svg.ts";

/** Place a shape drawn once into <defs> per key (drawn at the origin), scaled by k. */
export type Stamp = (key: string, draw: () => void, x: number, y: number, k?: number) => void;

/** Repeated goods (heaps of fruit, buckets of flowers) cost one <use> each after the first. */
export function stamper(c: Canvas): Stamp {
  const ids = new Map<string, string>();
  return (key, draw, x, y, k = 1) => {
    let id = ids.get(key);
    if (!id) {
      id = c.define(draw);
      ids.set(key, id);
    }
    c.use(id, {
      transform: `translate(${f(x)} ${f(y)})${k === 1 ? "" : ` scale(${k.toFixed(3)})`}`,
    });
  };
}

import { describe, expect, it } from "vitest";
import { declutter, type LabelBox, type Shift } from "./labels.ts";

const label = (x: number, y: number, width = 80, height = 24): LabelBox => ({
  x,
  y,
  width,
  height,
});
const pin = (x: number, y: number): LabelBox => ({ x, y, width: 25, height: 41 });
const still: Shift = { dx: 0, dy: 0 };

/** Whether any two boxes still overlap after their shifts. */
function overlaps(boxes: LabelBox[], shifts: Shift[]): boolean {
  const moved = boxes.map((box, i) => ({
    ...box,
    x: box.x + (shifts[i]?.dx ?? 0),
    y: box.y + (shifts[i]?.dy ?? 0),
  }));
  return moved.some((a, i) =>
    moved.some(
      (b, j) =>
        i < j &&
        Math.abs(a.x - b.x) < (a.width + b.width) / 2 &&
        Math.abs(a.y - b.y) < (a.height + b.height) / 2,
    ),
  );
}

describe("declutter", () => {
  it("leaves labels that don't touch where they are", () => {
    expect(declutter([label(0, 0), label(0, 40), label(200, 5)])).toEqual([still, still, still]);
  });

  it("moves the lower of two overlapping labels just clear of the upper", () => {
    expect(declutter([label(0, 10), label(10, 0)], 2)).toEqual([{ dx: 0, dy: 16 }, still]);
  });

  it("never pushes labels that sit side by side", () => {
    expect(declutter([label(0, 0), label(81, 0)], 0)).toEqual([still, still]);
  });

  it("untangles a pile of labels, as in town at a phone's zoom", () => {
    const pile = [label(0, 0), label(5, 9), label(2, 19), label(-4, 28), label(30, 36, 130)];
    const shifts = declutter(pile);
    expect(overlaps(pile, shifts)).toBe(false);
    // Wide labels move up or down, each no further than the pile is tall.
    for (const { dx, dy } of shifts) {
      expect(dx).toBe(0);
      expect(Math.abs(dy)).toBeLessThanOrEqual(5 * 26);
    }
  });

  it("moves a label up when that is the shorter way", () => {
    // B is pushed below A; C overlaps B only, and above B is nearer than below.
    expect(declutter([label(-50, 0), label(0, 1), label(60, 12)], 2)).toEqual([
      still,
      { dx: 0, dy: 25 },
      { dx: 0, dy: -12 },
    ]);
  });

  it("sets pins that share a spot side by side, as downtown's booths", () => {
    const downtown = [pin(0, 0), pin(3, 2), pin(1, 5), pin(-2, 9)];
    const shifts = declutter(downtown);
    expect(overlaps(downtown, shifts)).toBe(false);
    expect(shifts.filter((s) => s.dx !== 0).length).toBeGreaterThan(0);
    for (const { dx } of shifts) expect(Math.abs(dx)).toBeLessThanOrEqual(2 * 27 + 3);
  });
});

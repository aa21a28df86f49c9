/** A label or pin on screen: its centre and size, in pixels. */
export type LabelBox = { x: number; y: number; width: number; height: number };

export type Shift = { dx: number; dy: number };

/**
 * Shifts that keep labels (and pins) from covering each other, so each stays a separate click
 * and touch target (WCAG 2.5.8). Zones in town are a few hundred metres apart, and so are the
 * booths downtown: at an overview zoom their labels and pins would pile up. Going from the top
 * down, each one stays where it is if it can, or moves the shortest distance that clears the
 * ones already placed: up or down, or sideways (wide labels move vertically, narrow pins
 * sideways). Zoomed in far enough, nothing overlaps and nothing moves.
 */
export function declutter(boxes: readonly LabelBox[], gap = 2): Shift[] {
  const order = boxes
    .map((box, index) => ({ box, index }))
    .sort((a, b) => a.box.y - b.box.y || a.box.x - b.box.x);
  const placed: LabelBox[] = [];
  const shifts: Shift[] = boxes.map(() => ({ dx: 0, dy: 0 }));
  for (const { box, index } of order) {
    const clashes = (x: number, y: number) =>
      placed.some(
        (other) =>
          Math.abs(other.x - x) < (other.width + box.width) / 2 + gap - 1e-6 &&
          Math.abs(other.y - y) < (other.height + box.height) / 2 + gap - 1e-6,
      );
    const candidates = [
      { x: box.x, y: box.y },
      ...placed.flatMap((other) => {
        const down = (other.height + box.height) / 2 + gap;
        const across = (other.width + box.width) / 2 + gap;
        return [
          { x: box.x, y: other.y + down },
          { x: box.x, y: other.y - down },
          { x: other.x + across, y: box.y },
          { x: other.x - across, y: box.y },
        ];
      }),
    ];
    const distance = (c: { x: number; y: number }) => (c.x - box.x) ** 2 + (c.y - box.y) ** 2;
    candidates.sort((a, b) => distance(a) - distance(b));
    // Straight below the lowest one it overlaps there is always room, so one candidate is clear.
    const spot = candidates.find((c) => !clashes(c.x, c.y)) ?? box;
    placed.push({ ...box, x: spot.x, y: spot.y });
    shifts[index] = { dx: spot.x - box.x, dy: spot.y - box.y };
  }
  return shifts;
}

import type { Page } from "@playwright/test";
import { resorts } from "./content.ts";
import { expect, test } from "./fixtures.ts";

const fourStar = resorts.find((resort) => resort.stars === 4);
const other = resorts.find((resort) => resort.stars !== 4);
if (!fourStar || !other) throw new Error("the seed needs a 4-star resort and another one");

/**
 * How many of a rating's stars are drawn in the filled colour, measured from what is painted:
 * a star counts as filled when a filled shape covers its whole width (issue 9: the old overlay
 * was a share of the card's width, so a 4-star card painted five).
 */
async function paintedStars(page: Page, name: string, label: string) {
  const card = page.getByRole("article").filter({ hasText: name });
  const stars = card.getByRole("img", { name: label });
  await expect(stars).toBeVisible();
  return stars.evaluate((row) => {
    const shapes = [...row.querySelectorAll("svg")];
    const colour = (svg: Element) => getComputedStyle(svg).color;
    const filledColour = colour(row.querySelector("[data-star=full] svg") ?? row);
    const slots = [...row.children].map((slot) => slot.getBoundingClientRect());
    return slots.map((slot) => {
      const cover = shapes
        .filter((svg) => colour(svg) === filledColour)
        .map((svg) => {
          // What of this slot the shape paints, clipped by any ancestor that hides overflow.
          let box = svg.getBoundingClientRect();
          let left = Math.max(box.left, slot.left);
          let right = Math.min(box.right, slot.right);
          for (let el = svg.parentElement; el && el !== row.parentElement; el = el.parentElement) {
            if (getComputedStyle(el).overflow === "hidden") {
              box = el.getBoundingClientRect();
              left = Math.max(left, box.left);
              right = Math.min(right, box.right);
            }
          }
          return Math.max(0, right - left);
        });
      return Math.max(0, ...cover) / slot.width;
    });
  });
}

const filled = (cover: number[]) => cover.filter((c) => c > 0.95).length;

for (const path of ["/resorts", "/visit-vallarta", `/resort/${other.slug}`]) {
  test(`a 4-star resort card shows 4 filled stars on ${path}`, async ({ page }) => {
    await page.goto(path);
    const cover = await paintedStars(page, fourStar.name, "4 of 5 stars");
    expect(cover).toHaveLength(5);
    expect(filled(cover)).toBe(4);
    expect(cover[4]).toBeLessThan(0.05);
  });
}

test("the stars say the rating in Spanish too", async ({ page }) => {
  await page.goto("/es/resorts");
  const cover = await paintedStars(page, fourStar.name, "4 de 5 estrellas");
  expect(filled(cover)).toBe(4);
});

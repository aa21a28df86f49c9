import { expect, test } from "./fixtures.ts";

test.describe("the Welcome Centre's headings", () => {
  for (const [path, formHeading] of [
    ["/WelcomeCentre", "Confirm your visit or ask us anything"],
    ["/es/WelcomeCentre", "Confirma tu visita o pregúntanos lo que quieras"],
  ] as const) {
    test(`${path} names each section once`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: formHeading, exact: true })).toHaveCount(1);
      const headings = (await page.getByRole("heading").allTextContents()).map((text) =>
        text.trim(),
      );
      expect(headings.length).toBeGreaterThan(3);
      expect(headings.filter((text, i) => headings.indexOf(text) !== i)).toEqual([]);
    });
  }
});

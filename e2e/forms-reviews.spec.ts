import { places, placeUrl, spanish as spanishPath } from "./content.ts";
import { expect, hydrated, test } from "./fixtures.ts";

const place = places.find((p) => p.categories[0] === "beaches") ?? places[0];
if (!place) throw new Error("the seed has no places");
const EMPTY = "Write a few words about your visit.";

test.describe("the review form (docs/decisions/141)", () => {
  test("refuses a review of white space only in the field, without sending", async ({
    page,
    consoleErrors: _checked,
  }) => {
    await page.goto(placeUrl(place));
    await hydrated(page);
    let sent = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/reviews")) sent += 1;
    });
    const form = page.getByRole("form", { name: "Share your experience" });
    await form.getByLabel("Your name").fill("Lucía");
    const review = form.getByLabel("Your review");
    await review.fill("   ");
    await form.getByRole("button", { name: "Send review" }).click();
    await expect(review).toHaveAttribute("aria-invalid", "true");
    await expect(review).toHaveAccessibleDescription(EMPTY);
    await expect(review).toBeFocused();
    expect(sent).toBe(0);
  });
});

test.describe("the review form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("posts to the page: an empty review is marked with the name kept, a short one awaits moderation", async ({
    page,
  }, testInfo) => {
    await page.goto(placeUrl(place));
    const form = page.getByRole("form", { name: "Share your experience" });
    await form.getByLabel("Your name").fill("Lucía");
    await form.getByRole("button", { name: "Send review" }).click();
    await expect(form.getByLabel("Your review")).toHaveAccessibleDescription(EMPTY);
    await expect(form.getByLabel("Your name")).toHaveValue("Lucía");
    expect(new URL(page.url()).search).toBe("");

    const comment = `Lovely (${testInfo.project.name} ${Date.now()})`;
    await form.getByLabel("Your review").fill(comment);
    await form.getByRole("button", { name: "Send review" }).click();
    await expect(form.getByRole("status")).toHaveText(
      "Thank you! Your review is awaiting moderation: it appears here once a moderator approves it.",
    );
    await expect(page.getByText(comment)).toHaveCount(0);
  });

  test("says so in Spanish too", async ({ page }, testInfo) => {
    await page.goto(spanishPath(placeUrl(place)));
    const form = page.getByRole("form", { name: "Comparte tu experiencia" });
    await expect(form).toContainText("Un moderador lee cada reseña de visitantes sin cuenta");
    await form.getByLabel("Tu nombre").fill("Lucía");
    const comment = `Agua clara y sombra al mediodía (${testInfo.project.name} ${Date.now()})`;
    await form.getByLabel("Tu reseña").fill(comment);
    await form.getByRole("button", { name: "Enviar reseña" }).click();
    await expect(form.getByRole("status")).toHaveText(
      "¡Gracias! Tu reseña está en espera de moderación: aparecerá aquí en cuanto un moderador la apruebe.",
    );
    await expect(page.getByText(comment)).toHaveCount(0);
  });
});

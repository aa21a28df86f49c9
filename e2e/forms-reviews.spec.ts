import { places, placeUrl, spanish as spanishPath } from "./content.ts";
import { expect, hydrated, test } from "./fixtures.ts";

const place = places.find((p) => p.categories[0] === "beaches") ?? places[0];
if (!place) throw new Error("the seed has no places");
const SHORT = "Write at least 20 characters about your visit.";

test.describe("the review form (issue 9)", () => {
  test("refuses a review under 20 characters in the field, without sending", async ({
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
    await review.fill("Lovely, go there.");
    await form.getByRole("button", { name: "Send review" }).click();
    await expect(review).toHaveAttribute("aria-invalid", "true");
    await expect(review).toHaveAccessibleDescription(SHORT);
    await expect(review).toBeFocused();
    expect(sent).toBe(0);
  });
});

test.describe("the review form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("posts to the page: a short review is marked with the text kept, a good one awaits moderation", async ({
    page,
  }, testInfo) => {
    await page.goto(placeUrl(place));
    const form = page.getByRole("form", { name: "Share your experience" });
    await form.getByLabel("Your name").fill("Lucía");
    await form.getByLabel("Your review").fill("Lovely, go there.");
    await form.getByRole("button", { name: "Send review" }).click();
    await expect(form.getByLabel("Your review")).toHaveAccessibleDescription(SHORT);
    await expect(form.getByLabel("Your review")).toHaveValue("Lovely, go there.");
    await expect(form.getByLabel("Your name")).toHaveValue("Lucía");
    expect(new URL(page.url()).search).toBe("");

    const comment = `Clear water and shade by noon (${testInfo.project.name} ${Date.now()})`;
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

import ICAL from "ical.js";
import { events, eventUrl, upcomingEvents } from "./content.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";

const upcoming = upcomingEvents();
const first = upcoming[0];
if (!first) throw new Error("the seed has no upcoming events");
const guadalupe = events.find((event) => event.slug.startsWith("guadalupe-festivities"));
const muertos = events.find((event) => event.slug.startsWith("dia-de-muertos"));
if (!guadalupe || !muertos) throw new Error("the seed lacks Guadalupe or Día de Muertos");
/**
 * Without a start day the calendar lists what is not over yet, so searches that must find a
 * given event whatever today is start from the first day of the bundled content.
 */
const SINCE = "from=2026-11-01";

const counted = (n: number) => (n === 1 ? "1 event" : `${n} events`);

/** The calendar file behind a download link, parsed by a standard iCalendar reader. */
async function summariesOf(body: string): Promise<string[]> {
  return new ICAL.Component(ICAL.parse(body))
    .getAllSubcomponents("vevent")
    .map((vevent) => new ICAL.Event(vevent).summary);
}

test.describe("the events calendar", () => {
  test("lists what's coming up by month, with dates a screen reader reads in full", async ({
    page,
  }) => {
    await page.goto("/events");
    await expect(page).toHaveTitle("Marea - Events");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("What's on around the bay");
    await expect(page.getByText(counted(upcoming.length), { exact: true })).toBeVisible();
    const row = page.getByRole("article").filter({ hasText: first.title.en }).first();
    await expect(row.getByRole("link", { name: first.title.en })).toHaveAttribute(
      "href",
      eventUrl(first),
    );
    // The full date is in a <time> whose machine-readable value is the event's start.
    const time = row.locator("time");
    await expect(time).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T/);
    await expect(time).toContainText(/\d{4}/);
    await expectAccessible(page);
  });

  test("filters by words, category, zone and dates in the URL, and the back button undoes them", async ({
    page,
  }) => {
    await page.goto(`/events?${SINCE}`);
    await hydrated(page);
    await page.getByRole("searchbox", { name: "Search events" }).fill("guadalupe");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(`/events?q=guadalupe&${SINCE}`);
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(page.getByRole("link", { name: guadalupe.title.en })).toBeVisible();

    await page.getByRole("combobox", { name: "Category" }).selectOption({ label: "Sports" });
    await expect(page).toHaveURL(`/events?q=guadalupe&category=sports&${SINCE}`);
    await expect(
      page.getByText("There are not enough elements for the search criteria"),
    ).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(`/events?q=guadalupe&${SINCE}`);
    await expect(page.getByRole("link", { name: guadalupe.title.en })).toBeVisible();

    // A month's range: exactly the events that start in it.
    const month = guadalupe.start.slice(0, 7);
    const inMonth = events.filter((event) => event.start.startsWith(month));
    await page.goto(`/events?from=${month}-01&to=${month}-31`);
    await expect(page.getByText(counted(inMonth.length), { exact: true })).toBeVisible();
    for (const event of inMonth)
      await expect(page.getByRole("link", { name: event.title.en, exact: true })).toBeVisible();

    const downtown = upcoming.filter((event) => event.zones.includes("downtown"));
    await page.goto("/events?zone=downtown");
    await expect(page.getByText(counted(downtown.length), { exact: true })).toBeVisible();
    await expectAccessible(page);
  });

  test("explains a date range that ends before it starts, and lists nothing", async ({ page }) => {
    await page.goto("/events?from=2027-03-10&to=2027-03-01");
    await expect(page.getByRole("alert")).toHaveText(/The end date is before the start date/);
    await expect(page.getByLabel("To", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("article")).toHaveCount(0);
    await expectAccessible(page);
  });

  test("gives the filtered list as a calendar file", async ({ page, request }) => {
    await page.goto(`/events?q=guadalupe&${SINCE}`);
    const link = page.getByRole("link", { name: "Add the events found to your calendar (.ics)" });
    const href = await link.getAttribute("href");
    expect(href).toBe(`/events.ics?q=guadalupe&${SINCE}`);
    const response = await request.get(href ?? "");
    expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(await summariesOf(await response.text())).toEqual([guadalupe.title.en]);
  });

  test("a new search aborts the one in flight, and the cancelled one is never shown as an error", async ({
    page,
  }) => {
    await page.goto(`/events?${SINCE}`);
    await hydrated(page);
    const logged: string[] = [];
    page.on("console", (message) => logged.push(message.text()));
    // The first search is held until the second one has answered and been shown.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let arrived = () => {};
    const firstArrived = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    let firstDone: Promise<void> | undefined;
    await page.route("**/api/events/search", async (route) => {
      if (firstDone) return route.continue();
      firstDone = held.then(() => route.continue()).catch(() => {});
      arrived();
    });
    const search = page.getByRole("searchbox", { name: "Search events" });
    await search.fill("whale");
    await search.press("Enter");
    await firstArrived;
    await search.fill("jazz");
    await search.press("Enter");
    await expect(page).toHaveURL(`/events?q=jazz&${SINCE}`);
    const jazz = events.filter((event) => /jazz/i.test(event.title.en));
    await expect(page.getByRole("article")).toHaveCount(jazz.length);
    // The first request was aborted in flight, which the client logs and nobody sees.
    await expect.poll(() => logged).toContain("Request canceled: /api/events/search");
    release();
    await firstDone;
    await expect(page).toHaveURL(`/events?q=jazz&${SINCE}`);
    await expect(page.getByRole("article")).toHaveCount(jazz.length);
    await expect(page.getByText("We couldn't load the events")).toHaveCount(0);
    await expect(page.getByText("Request canceled")).toHaveCount(0);
  });

  test("reads the same in Spanish", async ({ page }) => {
    await page.goto("/es/eventos");
    await expect(page).toHaveTitle("Marea - Eventos");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("link", { name: first.title.es })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe("an event", () => {
  test("shows when, where and what kind, with Event data and an add-to-calendar file", async ({
    page,
    request,
  }) => {
    await page.goto(eventUrl(muertos));
    await expect(page).toHaveTitle(`Marea - ${muertos.title.en}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(muertos.title.en);
    await expect(page.locator("dd time")).toHaveAttribute("datetime", /^2027-11-01T/);
    await expect(page.locator("dd time")).toContainText("November 1, 2027");
    await expect(page.getByRole("link", { name: "Downtown", exact: true })).toHaveAttribute(
      "href",
      "/events?zone=downtown",
    );
    await expect(page.getByRole("link", { name: "Festivals and traditions" })).toBeVisible();

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const event = jsonLd.map((text) => JSON.parse(text)).find((data) => data["@type"] === "Event");
    expect(event).toMatchObject({ name: muertos.title.en });
    expect(event.startDate).toMatch(/^2027-11-01T/);

    const calendar = page.getByRole("link", { name: "Add to calendar" });
    await expect(calendar).toHaveAttribute("href", `/events.ics?event=${muertos.slug}`);
    const file = await request.get(`/events.ics?event=${muertos.slug}`);
    expect(await summariesOf(await file.text())).toEqual([muertos.title.en]);
    await expectAccessible(page);
  });

  test("an unknown event is a real 404 that leads back to the calendar", async ({ page }) => {
    const response = await page.goto("/event/no-such-event");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Event not found");
    await page.getByRole("link", { name: "Back to events" }).click();
    await expect(page).toHaveURL("/events");
  });
});

test.describe("the privilege card", () => {
  test("explains the card and shares the events view", async ({ page }) => {
    await page.goto("/privilege-card");
    await expect(page).toHaveTitle("Marea - Privilege Card");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Marea Privilege Card");
    await expect(page.getByRole("heading", { name: "How it works" })).toBeVisible();
    await expect(page.getByRole("link", { name: first.title.en }).first()).toBeVisible();
    await hydrated(page);
    await page.getByRole("searchbox", { name: "Search events" }).fill("jazz");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL("/privilege-card?q=jazz");
    await expect(page.getByRole("article")).toHaveCount(1);
    await expectAccessible(page);
    await page.getByRole("link", { name: "See every benefit" }).click();
    await expect(page).toHaveURL("/benefits");
  });
});

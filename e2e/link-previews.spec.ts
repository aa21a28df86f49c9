import {
  activities,
  activityUrl,
  benefits,
  eventUrl,
  places,
  placeUrl,
  providers,
  providerUrl,
  resorts,
  spanish as spanishPath,
  upcomingEvents,
} from "./content.ts";
import { expect, test } from "./fixtures.ts";

/** One page of every kind (spec §2), by its English path; each is also fetched under `/es`. */
const pages: [kind: string, path: string][] = [
  ["home", "/"],
  ["magazine", "/magazine"],
  ["article", "/magazine/raicilla-agave-spirit"],
  ["directory", "/directory"],
  ["directory search", "/directory/search?category=restaurants"],
  ["place", placeUrl(places[0] ?? missing("place"))],
  ["activities", "/activities"],
  ["activities search", "/activities/search"],
  ["activity", activityUrl(activities[0] ?? missing("activity"))],
  ["activity provider", providerUrl(providers[0] ?? missing("provider"))],
  ["events", "/events"],
  ["event", eventUrl(upcomingEvents()[0] ?? missing("event"))],
  ["privilege card", "/privilege-card"],
  ["benefits", "/benefits"],
  ["benefit partner", `/${benefits[0]?.provider ?? missing("benefit")}`],
  ["resorts", "/resorts"],
  ["visit Vallarta", "/visit-vallarta"],
  ["resort", `/resort/${resorts[0]?.slug ?? missing("resort")}`],
  ["about", "/aboutMarea"],
  ["black home", "/MareaBlack"],
  ["contact", "/contact"],
  ["privacy policy", "/privacyPolicy"],
  ["terms", "/terms-and-conditions"],
  ["Welcome Centre", "/WelcomeCentre"],
  ["Welcome Centre privacy", "/WelcomeCentre/privacyPolicy"],
  ["Holistika", "/Holistika"],
  ["unknown path", "/no-such-page"],
];

function missing(what: string): never {
  throw new Error(`no ${what} in the seed content`);
}

/** The head's `<meta>` tags by name or property, with HTML entities in values decoded. */
function metaTags(head: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const [, key = "", value = ""] of head.matchAll(
    /<meta (?:name|property)="([^"]+)" content="([^"]*)"\/>/g,
  )) {
    tags.set(
      key,
      value.replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&#x27;", "'"),
    );
  }
  return tags;
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1] ?? "{}"),
  );
}

test.describe("link previews in the first HTML response, on every kind of page", () => {
  for (const [kind, english] of pages) {
    test(`${kind}: ${english} and its Spanish page`, async ({ request, baseURL }) => {
      for (const path of [english, spanishPath(english)]) {
        const response = await request.get(path, {
          headers: { "user-agent": "facebookexternalhit/1.1" },
        });
        expect([200, 404], path).toContain(response.status());
        const html = await response.text();
        const tags = metaTags(html.slice(0, html.indexOf("</head>")));
        const image = tags.get("og:image") ?? "";
        expect(image, `${path} og:image`).toMatch(
          new RegExp(`^${baseURL}/img/[0-9a-f]{64}/[^?]+\\?w=1200&h=630&q=50$`),
        );
        expect(tags.get("og:image:alt")?.length ?? 0, `${path} og:image:alt`).toBeGreaterThan(3);
        expect(tags.get("og:image:width"), path).toBe("1200");
        expect(tags.get("og:image:height"), path).toBe("630");
        expect(tags.get("twitter:card"), path).toBe("summary_large_image");
        expect(tags.get("twitter:title"), path).toBe(tags.get("og:title"));
        expect(tags.get("twitter:description"), path).toBe(tags.get("og:description"));
        expect(tags.get("twitter:description")?.length ?? 0, path).toBeGreaterThan(10);
        expect(tags.get("twitter:image"), path).toBe(image);
        expect(tags.get("twitter:image:alt"), path).toBe(tags.get("og:image:alt"));
        // The picture itself answers, as a JPEG a preview can show.
        const picture = await request.get(image);
        expect(picture.headers()["content-type"], image).toBe("image/jpeg");
      }
    });
  }

  test("the pages without a picture of their own show the site's, described in their language", async ({
    request,
  }) => {
    const alts = [];
    for (const path of ["/contact", "/es/contacto", "/WelcomeCentre", "/es/WelcomeCentre"]) {
      const tags = metaTags(await (await request.get(path)).text());
      alts.push(tags.get("og:image:alt"));
    }
    expect(alts).toEqual([
      expect.stringMatching(/^Sunset over Banderas Bay/),
      expect.stringMatching(/^Atardecer en la Bahía de Banderas/),
      expect.stringMatching(/^Sunset over Banderas Bay/),
      expect.stringMatching(/^Atardecer en la Bahía de Banderas/),
    ]);
  });

  test("an article names its publisher with a logo", async ({ request, baseURL }) => {
    for (const path of ["/magazine/raicilla-agave-spirit", "/es/revista/raicilla-agave-spirit"]) {
      const article = jsonLd(await (await request.get(path)).text()).find(
        (block) => block["@type"] === "Article",
      );
      expect(article?.publisher, path).toEqual({
        "@type": "Organization",
        name: "Marea",
        url: `${baseURL}/`,
        logo: { "@type": "ImageObject", url: `${baseURL}/logo.png`, width: 512, height: 512 },
      });
      const logo = await request.get(`${baseURL}/logo.png`);
      expect(logo.headers()["content-type"]).toBe("image/png");
    }
  });

  test("the events lists describe their events as an ItemList", async ({ request, baseURL }) => {
    const first = upcomingEvents()[0] ?? missing("event");
    for (const [path, lang] of [
      ["/events", "en"],
      ["/es/eventos", "es"],
      ["/privilege-card", "en"],
      ["/es/tarjeta-de-privilegios", "es"],
    ] as const) {
      const list = jsonLd(await (await request.get(path)).text()).find(
        (block) => block["@type"] === "ItemList",
      );
      const items = (list?.itemListElement ?? []) as Record<string, unknown>[];
      expect(items.length, path).toBeGreaterThan(0);
      expect(items[0], path).toMatchObject({ "@type": "ListItem", position: 1 });
      const url = lang === "es" ? spanishPath(eventUrl(first)) : eventUrl(first);
      expect(items.map((item) => item.url)).toContain(`${baseURL}${url}`);
    }
  });
});

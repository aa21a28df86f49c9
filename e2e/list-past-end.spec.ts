import { expect, test } from "./fixtures.ts";

// A page number past the last page sends the visitor to the last page. A client navigation asks
// for the page's data at `….data`: the redirect it gets must name the page, not the data URL.
for (const list of ["/activities/search", "/benefits", "/directory/search", "/magazine"]) {
  test(`${list}: a data request past the last page redirects to the page itself`, async ({
    request,
  }) => {
    const response = await request.get(`${list}.data?page=999`, { maxRedirects: 0 });
    const body = await response.text();
    expect(body).toContain("SingleFetchRedirect");
    const target = body.match(/"redirect","([^"]+)"/)?.[1];
    expect(target).toMatch(new RegExp(`^${list.replace("/", "\\/")}\\?page=\\d+$`));
  });
}

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { localizePath } from "./i18n.ts";
import { PAGE_QUERY } from "./page-query.ts";
import { pageViewPath, pageViewReferrer } from "./page-view-path.ts";
import { isSecretParam, maskSecretPath, SECRET_PARAMS, withoutSecrets } from "./secret-links.ts";

// Decision 130: a page view keeps nothing secret of the address it was made at.
describe("pageViewPath", () => {
  it("drops a concierge request's key and a mailed link's token, in either language", () => {
    expect(pageViewPath("/onlineConcierge/requests/12?key=s3cret")).toBe(
      "/onlineConcierge/requests/12",
    );
    expect(pageViewPath("/es/onlineConcierge/requests/12?sent=1&KEY=s3cret")).toBe(
      "/es/onlineConcierge/requests/12",
    );
    for (const path of ["/account/verify", "/account/reset-password", "/admin-sign-in/invitation"])
      for (const lang of ["en", "es"] as const) {
        const page = localizePath(path, lang);
        expect(pageViewPath(`${page}?token=abc123`)).toBe(page);
      }
    expect(pageViewPath("/admin-sign-in/setup?token=abc&utm_source=mail")).toBe(
      "/admin-sign-in/setup?utm_source=mail",
    );
  });

  it("drops a secret written with other letters, encoded, or as a page's own parameter", () => {
    expect(pageViewPath("/onlineConcierge/requests/1?%6Bey=s3cret")).toBe(
      "/onlineConcierge/requests/1",
    );
    expect(pageViewPath("/onlineConcierge/requests/1?Key=a&kEy=b")).toBe(
      "/onlineConcierge/requests/1",
    );
  });

  it("counts a card's verification link without its token", () => {
    expect(pageViewPath("/privilege-card/verify/eyJhbGciOi.sig")).toBe(
      "/privilege-card/verify/:token",
    );
    expect(pageViewPath("/es/Privilege-Card/verify/eyJhbGciOi.sig?x=1#top")).toBe(
      "/es/Privilege-Card/verify/:token",
    );
    // The card's own page, which lists events, is not a secret path.
    expect(pageViewPath("/privilege-card?category=music")).toBe("/privilege-card?category=music");
  });

  it("keeps the page's own parameters and campaign tags, as written and in order", () => {
    expect(pageViewPath("/directory/search?q=tacos&fbclid=x&page=2&utm_campaign=spring")).toBe(
      "/directory/search?q=tacos&page=2&utm_campaign=spring",
    );
    expect(pageViewPath("/es/events?from=2026-12-01&gclid=1")).toBe("/es/events?from=2026-12-01");
    expect(pageViewPath("/places/x?id=7&lscid=2&t=3&team=ABC")).toBe("/places/x");
    expect(pageViewPath("/")).toBe("/");
    expect(pageViewPath("/search?")).toBe("/search");
  });

  it("no page reads a secret parameter by its name", () => {
    const read = Object.values(PAGE_QUERY).flat();
    expect(read.filter((name) => isSecretParam(name))).toEqual([]);
    expect(SECRET_PARAMS).toEqual(expect.arrayContaining(["key", "token"]));
  });
});

describe("pageViewReferrer", () => {
  it("keeps our paths as a page view does, and addresses without their query", () => {
    expect(pageViewReferrer("/onlineConcierge/requests/3?key=s3cret")).toBe(
      "/onlineConcierge/requests/3",
    );
    expect(pageViewReferrer("https://marea.example/onlineConcierge/requests/3?key=s3cret")).toBe(
      "https://marea.example/onlineConcierge/requests/3",
    );
    expect(pageViewReferrer("https://marea.example/es/privilege-card/verify/abc.def")).toBe(
      "https://marea.example/es/privilege-card/verify/:token",
    );
    expect(pageViewReferrer("https://www.google.com/")).toBe("https://www.google.com/");
    expect(pageViewReferrer("android-app://com.google.android.gm/?x=1")).toBe(
      "android-app://com.google.android.gm/",
    );
    expect(pageViewReferrer("not a url")).toBeUndefined();
    expect(pageViewReferrer("")).toBeUndefined();
    expect(pageViewReferrer(undefined)).toBeUndefined();
  });
});

describe("maskSecretPath", () => {
  it("masks the card's token in a page, its API and an absolute address", () => {
    expect(maskSecretPath("/api/privilegeCards/abc", "*")).toBe("/api/privilegeCards/*");
    expect(maskSecretPath("http://x.example/privilege-card/verify/abc/more", "*")).toBe(
      "http://x.example/privilege-card/verify/*/more",
    );
    expect(maskSecretPath("/privilege-card/verify/", "*")).toBe("/privilege-card/verify/");
    // The Spanish page's address (decision 136), in any case as routes read it.
    expect(maskSecretPath("/es/tarjeta-de-privilegios/verificar/abc.def", "*")).toBe(
      "/es/tarjeta-de-privilegios/verificar/*",
    );
    expect(maskSecretPath("https://x.example/ES/Tarjeta-De-Privilegios/Verificar/abc", "*")).toBe(
      "https://x.example/ES/Tarjeta-De-Privilegios/Verificar/*",
    );
  });
});

describe("withoutSecrets", () => {
  it("drops the secrets of an address and keeps the rest as written", () => {
    expect(withoutSecrets("/account/reset-password?token=abc&from=mail&fbclid=1", "*")).toBe(
      "/account/reset-password?from=mail&fbclid=1",
    );
    expect(withoutSecrets("/onlineConcierge/requests/4?key=abc#x", "*")).toBe(
      "/onlineConcierge/requests/4",
    );
    expect(withoutSecrets("/es/privilege-card/verify/abc?sig=1&x=2", "*")).toBe(
      "/es/privilege-card/verify/*?x=2",
    );
  });
});

describe("pageViewPath and pageViewReferrer under any input", () => {
  const part = fc.oneof(
    fc.constantFrom("key", "KEY", "token", "%6Bey", "q", "page", "utm_source", "x", ""),
    fc.string({ maxLength: 8 }),
  );
  const address = fc
    .tuple(
      fc.constantFrom("/", "/magazine", "/es/privilege-card/verify/", "/directory/search", ""),
      fc.string({ maxLength: 12 }),
      fc.array(fc.tuple(part, fc.string({ maxLength: 8 })), { maxLength: 5 }),
    )
    .map(
      ([path, tail, params]) =>
        `${path}${tail}?${params.map(([name, value]) => `${name}=${value}`).join("&")}`,
    );

  it("never throws, keeps no secret parameter, and gives the same again when applied twice", () => {
    fc.assert(
      fc.property(fc.oneof(address, fc.string({ maxLength: 60 })), (sent) => {
        const kept = pageViewPath(sent);
        expect(pageViewPath(kept)).toBe(kept);
        const query = kept.includes("?") ? kept.slice(kept.indexOf("?") + 1) : "";
        for (const piece of query.split("&").filter(Boolean)) {
          const name = piece.split("=", 1)[0] ?? "";
          let decoded = name;
          try {
            decoded = decodeURIComponent(name.replace(/\+/g, " "));
          } catch {}
          expect(isSecretParam(decoded)).toBe(false);
        }
        pageViewReferrer(sent);
        withoutSecrets(sent, "*");
      }),
      { numRuns: 500, seed: 130 },
    );
  });
});

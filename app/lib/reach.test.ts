import { describe, expect, it } from "vitest";
import { channels, websiteHost } from "./reach.ts";

describe("channels", () => {
  it("offers a prefilled chat first, then a call, the website and an e-mail", () => {
    const list = channels(
      {
        whatsapp: "+52 322 555 0202",
        phone: "+52 322 555 0201",
        website: "https://www.farochico.example/book",
        email: "hola@farochico.example",
      },
      "Hello! I'd like to book “Whale watching”",
    );
    expect(list.map((c) => c.kind)).toEqual(["whatsapp", "phone", "website", "email"]);
    expect(list[0]?.href).toBe(
      `https://wa.me/523225550202?text=${encodeURIComponent("Hello! I'd like to book “Whale watching”")}`,
    );
    expect(list[1]?.href).toBe("tel:+523225550201");
    expect(list[2]).toMatchObject({
      href: "https://www.farochico.example/book",
      host: "farochico.example",
    });
    expect(list[3]?.href).toBe("mailto:hola@farochico.example");
  });
  it("offers only what the business has: no call without a phone", () => {
    expect(channels({ website: "https://trogon.example" }, "hi").map((c) => c.kind)).toEqual([
      "website",
    ]);
    expect(channels({ phone: null, whatsapp: null, website: null, email: null }, "hi")).toEqual([]);
  });
});

describe("websiteHost", () => {
  it("keeps the host without www", () => {
    expect(websiteHost("https://www.casa.example/x")).toBe("casa.example");
    expect(websiteHost("not a url")).toBe("not a url");
  });
});

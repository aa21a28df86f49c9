import { describe, expect, it } from "vitest";
import {
  channels,
  channelTarget,
  channelValues,
  type Reach,
  reachOf,
  websiteHost,
} from "./reach.ts";

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

describe("reachOf", () => {
  it("keeps only the four ways to reach a record, nulls included", () => {
    const provider = {
      name: "Faro Chico",
      phone: "+52 322 555 0201",
      whatsapp: null,
      website: "https://farochico.example",
      email: null,
      address: "Marina Vallarta",
    };
    expect(reachOf(provider)).toEqual({
      phone: "+52 322 555 0201",
      whatsapp: null,
      website: "https://farochico.example",
      email: null,
    });
  });
});

describe("channelValues and channelTarget", () => {
  /** The one channel a business with only `reach` has. */
  const only = (reach: Partial<Reach>) => {
    const [channel] = channels(reach, "Hola");
    if (!channel) throw new Error("no channel");
    return channel;
  };
  const chat = only({ whatsapp: "+52 322 555 0202" });
  const call = only({ phone: "+52 322 555 0201" });
  const site = only({ website: "https://www.farochico.example/book" });
  const mail = only({ email: "hola@farochico.example" });

  it("fill a channel's words with its number, its website's host or its address", () => {
    expect(channelValues(chat)).toEqual({ phone: "+52 322 555 0202" });
    expect(channelValues(call)).toEqual({ phone: "+52 322 555 0201" });
    expect(channelValues(site)).toEqual({ host: "farochico.example" });
    expect(channelValues(mail)).toEqual({ email: "hola@farochico.example" });
  });

  it("open the chat and the website in a new tab, the call and the e-mail in place", () => {
    const newTab = { target: "_blank", rel: "noopener noreferrer" };
    expect([chat, call, site, mail].map(channelTarget)).toEqual([newTab, {}, newTab, {}]);
  });
});

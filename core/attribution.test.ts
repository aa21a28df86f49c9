import { describe, expect, it } from "vitest";
import { touchFrom, withTouch } from "./attribution.ts";

const at = new Date("2026-11-23T18:00:00Z");
const touch = (url: string) => touchFrom(new URL(url, "https://marea.example"), at);

describe("Welcome Centre attribution (spec §2)", () => {
  it("reads the invitation id, the lead source channel and the terminal", () => {
    expect(touch("/WelcomeCentre?id=INV-2041&lscid=12&t=3")).toEqual({
      invitationId: "INV-2041",
      leadSourceChannelId: 12,
      terminalId: 3,
      path: "/WelcomeCentre",
      at: "2026-11-23T18:00:00.000Z",
    });
  });

  it("ignores non-numeric channel and terminal ids instead of failing", () => {
    expect(touch("/WelcomeCentre?id=abc&lscid=twelve&t=3a")).toEqual({
      invitationId: "abc",
      path: "/WelcomeCentre",
      at: "2026-11-23T18:00:00.000Z",
    });
    expect(touch("/WelcomeCentre?lscid=x&t=")).toBeNull();
  });

  it("refuses ids that are not plain tokens", () => {
    expect(touch("/WelcomeCentre?id=<script>")).toBeNull();
    expect(touch(`/WelcomeCentre?id=${"a".repeat(65)}`)).toBeNull();
  });

  it("is absent from a URL without any of them", () => {
    expect(touch("/magazine?page=2")).toBeNull();
  });

  it("keeps the first touch and moves the last one", () => {
    const first = touch("/WelcomeCentre?id=one&lscid=1");
    const second = touch("/WelcomeCentre?id=two&t=9");
    if (!first || !second) throw new Error("touches expected");
    const once = withTouch(null, first);
    expect(once).toEqual({ first, last: first });
    expect(withTouch(once, second)).toEqual({ first, last: second });
  });
});

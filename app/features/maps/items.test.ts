import { describe, expect, it } from "vitest";
import { boothItems, zoneItems } from "./items.ts";

const zone = {
  id: 2,
  slug: "romantic-zone",
  name: "Romantic Zone",
  description: "Cobblestones.",
  center: { lat: 20.601, lng: -105.2358 },
  picture: "/img/zone-romantic-zone.webp",
  path: [
    { lat: 20.596, lng: -105.244 },
    { lat: 20.607, lng: -105.244 },
    { lat: 20.607, lng: -105.23 },
  ],
};
const booth = {
  id: 7,
  slug: "malecon-seahorse",
  name: "Malecón, by the seahorse",
  description: "On the seafront.",
  picture: null,
  url: "https://www.google.com/maps/search/?api=1&query=20.61289,-105.23355",
  position: { lat: 20.61289, lng: -105.23355 },
};

describe("map items", () => {
  it("gives a zone its centre as the label point, its polygon and its places", () => {
    expect(zoneItems([zone])).toEqual([
      {
        id: 2,
        name: "Romantic Zone",
        description: "Cobblestones.",
        picture: "/img/zone-romantic-zone.webp",
        point: zone.center,
        path: zone.path,
        url: null,
        placesPath: "/directory/search?zone=romantic-zone",
        number: null,
      },
    ]);
  });

  it("draws no polygon for a zone with fewer than three points", () => {
    expect(zoneItems([{ ...zone, path: zone.path.slice(0, 2) }])[0]?.path).toBeNull();
  });

  it("gives a booth its position and its 'Open in google Maps' link", () => {
    expect(boothItems([booth])[0]).toMatchObject({
      id: 7,
      point: booth.position,
      path: null,
      url: booth.url,
      placesPath: null,
      number: 1,
    });
    expect(boothItems([booth, { ...booth, id: 8 }]).map((item) => item.number)).toEqual([1, 2]);
  });
});

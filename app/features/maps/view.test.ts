import { describe, expect, it } from "vitest";
import { escapeHtml, fitView } from "./view.ts";

describe("escapeHtml (Leaflet writes attributions as HTML)", () => {
  it("escapes markup and keeps the rest", () => {
    expect(escapeHtml(`© <b>"OSM"</b> & 'co'`)).toBe(
      "© &lt;b&gt;&quot;OSM&quot;&lt;/b&gt; &amp; &#39;co&#39;",
    );
  });
});

describe("fitView", () => {
  const none = { top: 0, right: 0, bottom: 0, left: 0 };
  // 0.1° of longitude at zoom z is 0.1 / 360 × 256 × 2^z px: 256 px at zoom ≈ 11.81.
  const row = [
    { lat: 20.6, lng: -105.3 },
    { lat: 20.6, lng: -105.2 },
  ];
  const exactFor = (px: number) => Math.log2((px * 360) / (0.1 * 256));

  it("keeps the spec's zoom when everything fits", () => {
    const view = fitView(row, { maxZoom: 11.3, minZoom: 10, padding: none }, 800, 600);
    expect(view.zoom).toBe(11.3);
    expect(view.center.lat).toBeCloseTo(20.6, 6);
    expect(view.center.lng).toBeCloseTo(-105.25, 6);
  });

  it("zooms out, snapped down to a tenth, when the map is too small", () => {
    const view = fitView(row, { maxZoom: 13, minZoom: 8, padding: none }, 256, 600);
    expect(view.zoom).toBe(Math.floor(exactFor(256) * 10) / 10);
  });

  it("never zooms out below the minimum", () => {
    expect(fitView(row, { maxZoom: 13, minZoom: 11.5, padding: none }, 100, 100).zoom).toBe(11.5);
  });

  it("counts the padding and centres the points in the padded box", () => {
    const padding = { ...none, left: 200 };
    const padded = fitView(row, { maxZoom: 20, minZoom: 0, padding }, 456, 600);
    expect(padded.zoom).toBe(Math.floor(exactFor(256) * 10) / 10);
    // The free box is on the right, so the map's centre lies west of the points' middle.
    expect(padded.center.lng).toBeLessThan(-105.25);
  });

  it("keeps each point's label or pin inside the map: extents don't scale with the zoom", () => {
    const wide = { top: 10, right: 50, bottom: 10, left: 50 };
    const labelled = row.map((point) => ({ ...point, extent: wide }));
    const view = fitView(labelled, { maxZoom: 20, minZoom: 0, padding: none }, 356, 600);
    expect(view.zoom).toBe(Math.floor(exactFor(256) * 10) / 10);
  });

  it("handles a single point (no span): the spec's zoom, centred on it", () => {
    const point = { lat: 20.68, lng: -105.25 };
    const view = fitView([point], { maxZoom: 12.5, minZoom: 11, padding: none }, 300, 300);
    expect(view.zoom).toBe(12.5);
    expect(view.center.lat).toBeCloseTo(20.68, 6);
    expect(view.center.lng).toBeCloseTo(-105.25, 6);
  });

  it("fits a tall span by its height, Mercator-stretched", () => {
    const column = [
      { lat: 20.6, lng: -105.25 },
      { lat: 20.76, lng: -105.25 },
    ];
    // 0.16° of latitude near 20.7° N is about 0.16 / cos(20.7°) / 360 × 256 × 2^z px.
    const exact = Math.log2(600 / ((0.16 / Math.cos((20.68 * Math.PI) / 180) / 360) * 256));
    const { zoom } = fitView(column, { maxZoom: 14, minZoom: 8, padding: none }, 2000, 600);
    expect(zoom).toBeCloseTo(Math.floor(exact * 10) / 10, 5);
  });

  it("shows every zone label of the real map at the spec's zoom on a wide screen", () => {
    const centres = [
      [20.56, -105.252],
      [20.601, -105.2358],
      [20.6125, -105.233],
      [20.6385, -105.2325],
      [20.663, -105.252],
      [20.6795, -105.253],
      [20.7, -105.294],
      [20.7567, -105.335],
      [20.7525, -105.379],
      [20.7745, -105.514],
      [20.869, -105.441],
    ].map(([lat = 0, lng = 0]) => ({
      lat,
      lng,
      extent: { top: 11, right: 60, bottom: 11, left: 60 },
    }));
    const options = {
      maxZoom: 11.3,
      minZoom: 9.8,
      padding: { top: 12, right: 12, bottom: 12, left: 12 },
    };
    expect(fitView(centres, options, 952, 640).zoom).toBe(11.3);
    const phone = fitView(centres, options, 343, 416).zoom;
    expect(phone).toBeLessThan(11.3);
    expect(phone).toBeGreaterThanOrEqual(9.8);
  });
});

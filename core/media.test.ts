import { describe, expect, it } from "vitest";
import {
  cleanFileName,
  focalCrop,
  focalParam,
  parseFocalParam,
  photoReady,
  smuggledContent,
  sniffPhoto,
} from "./media.ts";

const bytes = (...parts: (string | number[] | Buffer)[]) =>
  Buffer.concat(
    parts.map((p) => (typeof p === "string" ? Buffer.from(p, "latin1") : Buffer.from(p))),
  );
const jpeg = bytes([0xff, 0xd8, 0xff, 0xe0], "\x00\x10JFIF\x00 picture data", [0xff, 0xd9]);

describe("knowing a photograph by its bytes (decision 098)", () => {
  it("names JPEG, PNG, WebP and AVIF by their signatures", () => {
    expect(sniffPhoto(jpeg)).toBe("image/jpeg");
    expect(sniffPhoto(bytes("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"))).toBe("image/png");
    expect(sniffPhoto(bytes("RIFF\x10\x00\x00\x00WEBPVP8 "))).toBe("image/webp");
    expect(sniffPhoto(bytes("\x00\x00\x00\x1cftypavif\x00\x00"))).toBe("image/avif");
  });

  it("names nothing else: SVG, GIF, HEIC, HTML, too short", () => {
    expect(sniffPhoto(bytes('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'))).toBe(
      undefined,
    );
    expect(sniffPhoto(bytes("GIF89a\x01\x00\x01\x00\x00\x00"))).toBe(undefined);
    expect(sniffPhoto(bytes("\x00\x00\x00\x1cftypheic\x00\x00"))).toBe(undefined);
    expect(sniffPhoto(bytes("<!doctype html><html>"))).toBe(undefined);
    expect(sniffPhoto(bytes([0xff, 0xd8, 0xff]))).toBe(undefined);
  });

  it("finds a polyglot's second face: markup, an archive, data after a PNG's end", () => {
    expect(smuggledContent(jpeg, "image/jpeg")).toBe(undefined);
    expect(smuggledContent(bytes(jpeg, "<html><script>alert(1)</script>"), "image/jpeg")).toBe(
      "markup",
    );
    expect(smuggledContent(bytes(jpeg, "<SCRIPT src=x>"), "image/jpeg")).toBe("markup");
    expect(smuggledContent(bytes(jpeg, "PK\x03\x04zipPK\x05\x06\x00\x00"), "image/jpeg")).toBe(
      "archive",
    );
    const png = bytes("\x89PNG\r\n\x1a\n....", "\x00\x00\x00\x00IEND\xaeB`\x82");
    expect(smuggledContent(png, "image/png")).toBe(undefined);
    expect(smuggledContent(bytes(png, "extra"), "image/png")).toBe("trailing data");
    // A phone's own data after a JPEG's end (motion photos) is not a reason: only the still is kept.
    expect(smuggledContent(bytes(jpeg, "MotionPhoto_Data\x00\x01"), "image/jpeg")).toBe(undefined);
  });
});

describe("the crop around a focal point", () => {
  const source = { width: 4000, height: 3000 };

  it("keeps the largest region of the target's ratio, centred on the point", () => {
    expect(focalCrop(source, { width: 1200, height: 675 }, { x: 50, y: 50 })).toEqual({
      left: 0,
      top: 375,
      width: 4000,
      height: 2250,
    });
    expect(focalCrop(source, { width: 280, height: 280 }, { x: 50, y: 50 })).toEqual({
      left: 500,
      top: 0,
      width: 3000,
      height: 3000,
    });
  });

  it("moves the region toward the point and stops at the picture's edges", () => {
    const square = focalCrop(source, { width: 280, height: 280 }, { x: 90, y: 10 });
    expect(square).toEqual({ left: 1000, top: 0, width: 3000, height: 3000 });
    const wide = focalCrop(source, { width: 1200, height: 600 }, { x: 20, y: 20 });
    expect(wide).toEqual({ left: 0, top: 0, width: 4000, height: 2000 });
    const low = focalCrop(source, { width: 1200, height: 600 }, { x: 20, y: 100 });
    expect(low.top + low.height).toBe(3000);
    const mid = focalCrop(source, { width: 1200, height: 600 }, { x: 50, y: 60 });
    expect(mid.top).toBe(800);
  });

  it("keeps the point inside every shape the site draws, for any point", () => {
    const shapes = [
      { width: 800, height: 600 },
      { width: 1200, height: 800 },
      { width: 1200, height: 675 },
      { width: 1200, height: 600 },
      { width: 280, height: 280 },
      { width: 1200, height: 630 },
    ];
    for (const picture of [source, { width: 900, height: 1600 }, { width: 321, height: 320 }]) {
      for (const shape of shapes) {
        for (const x of [0, 13, 50, 87, 100]) {
          for (const y of [0, 33, 50, 71, 100]) {
            const crop = focalCrop(picture, shape, { x, y });
            expect(crop.left).toBeGreaterThanOrEqual(0);
            expect(crop.top).toBeGreaterThanOrEqual(0);
            expect(crop.left + crop.width).toBeLessThanOrEqual(picture.width);
            expect(crop.top + crop.height).toBeLessThanOrEqual(picture.height);
            const px = (picture.width * x) / 100;
            const py = (picture.height * y) / 100;
            expect(px).toBeGreaterThanOrEqual(crop.left - 1);
            expect(px).toBeLessThanOrEqual(crop.left + crop.width + 1);
            expect(py).toBeGreaterThanOrEqual(crop.top - 1);
            expect(py).toBeLessThanOrEqual(crop.top + crop.height + 1);
            expect(Math.abs(crop.width / crop.height - shape.width / shape.height)).toBeLessThan(
              0.01,
            );
          }
        }
      }
    }
  });
});

describe("focal points in addresses, alt texts and file names", () => {
  it("writes and reads the focal point as /img carries it", () => {
    expect(focalParam({ x: 30, y: 70 })).toBe("30-70");
    expect(parseFocalParam("30-70")).toEqual({ x: 30, y: 70 });
    for (const bad of ["101-0", "-1-5", "30", "30-70-1", "a-b", "3.5-2"]) {
      expect(parseFocalParam(bad), bad).toBe(undefined);
    }
  });

  it("is ready only with both alt texts", () => {
    expect(photoReady({ en: "A beach", es: "Una playa" })).toBe(true);
    expect(photoReady({ en: "A beach", es: "  " })).toBe(false);
    expect(photoReady({ en: "", es: "Una playa" })).toBe(false);
  });

  it("keeps a file's own name, without a path or odd characters", () => {
    expect(cleanFileName("../../etc/Playa Los Muertos.jpg")).toBe("Playa Los Muertos.jpg");
    expect(cleanFileName("C:\\fotos\\malecón<script>.png")).toBe("malecónscript.png");
    expect(cleanFileName("...")).toBe("photo");
    expect(cleanFileName(undefined)).toBe("photo");
    expect(cleanFileName("x".repeat(300)).length).toBe(120);
  });
});

import QRCode from "qrcode";

/** A QR code as one SVG path over a square of `size` modules (drawn by the page, no markup string). */
export type QrDrawing = { size: number; path: string };

/**
 * The QR code of `text`, error correction M (a scratched or dimmed screen still scans), as a path
 * of one-module squares: the page draws it inline, so it shows with no network and no script.
 */
export function qrDrawing(text: string): QrDrawing {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) parts.push(`M${col} ${row}h1v1h-1z`);
    }
  }
  return { size: modules.size, path: parts.join("") };
}

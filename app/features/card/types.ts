/** What the card pages' loaders send (card.server.ts), for their views. */

export type MemberCardData =
  | { unverified: true }
  | {
      unverified: false;
      /** Grouped for reading: `4821 0937 5512`. */
      number: string;
      name: string;
      issuedAt: string;
      validUntil: string;
      /** When the page was made: offline, the stored copy says how old it is. */
      refreshedAt: string;
      /** The QR code of the signed verification link, as one path over `size` modules. */
      qr: { size: number; path: string };
    };

export type CardCheckData =
  | { throttled: true }
  | {
      throttled: false;
      valid: boolean;
      reason: "invalid" | "expired" | "unknown" | null;
      firstName: string | null;
      issuedAt: string | null;
      validUntil: string | null;
    };

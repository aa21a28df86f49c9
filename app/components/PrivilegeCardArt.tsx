/** The Privilege Card itself, drawn: an ocean-blue card with the bay's waves and the name. */
export function PrivilegeCardArt({ product, label }: { product: string; label: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 340 214"
      className="h-auto w-full max-w-sm drop-shadow-xl"
    >
      <defs>
        <linearGradient id="card-sea" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#0b4a5e" />
          <stop offset="1" stopColor="#062c38" />
        </linearGradient>
      </defs>
      <rect width="340" height="214" rx="16" fill="url(#card-sea)" />
      <circle cx="268" cy="70" r="30" fill="#f2a541" />
      <path d="M0 132 C60 112 110 150 170 130 S280 110 340 126 V214 H0Z" fill="#0f6478" />
      <path d="M0 158 C70 140 120 176 190 156 S290 142 340 152 V214 H0Z" fill="#0b6e7a" />
      <path
        d="M0 184 C80 170 140 198 220 182 S300 174 340 180 V214 H0Z"
        fill="#d9f0ef"
        opacity=".25"
      />
      <rect x="24" y="28" width="38" height="28" rx="5" fill="#e8dcc8" />
      <path d="M24 42h38M43 28v28" stroke="#0b4a5e" strokeWidth="1.5" />
      <text x="24" y="96" fill="#fbf8f3" fontFamily="Georgia, serif" fontSize="30">
        {product}
      </text>
      <text
        x="24"
        y="118"
        fill="#f2a541"
        fontFamily="system-ui, sans-serif"
        fontSize="12"
        letterSpacing="4"
      >
        PRIVILEGE CARD
      </text>
    </svg>
  );
}

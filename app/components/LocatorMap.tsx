type Point = { lat: number; lng: number };
type ZoneShape = { id: number; name: string; path: Point[] };

const WIDTH = 480;
const HEIGHT = 300;

/**
 * Where a place is, drawn from the zone polygons we already have: no tiles, no script, works
 * offline and on the slowest connection. The zone is highlighted among its neighbours and a pin
 * marks the spot; the text alternative says the same in words. With several points (My trip's
 * saved places) the drawing frames them all and numbers the pins as the list beside it does.
 */
export function LocatorMap({
  zones,
  zoneId,
  point,
  points,
  label,
}: {
  zones: ZoneShape[];
  zoneId: number | null;
  label: string;
} & ({ point: Point; points?: undefined } | { point?: undefined; points: Point[] })) {
  const pins = points ?? (point ? [point] : []);
  const first = pins[0] ?? { lat: 20.65, lng: -105.23 };
  const focus = zones.find((zone) => zone.id === zoneId)?.path ?? pins;
  const lats = [...focus.map((p) => p.lat), ...pins.map((p) => p.lat)];
  const lngs = [...focus.map((p) => p.lng), ...pins.map((p) => p.lng)];
  // Degrees of longitude shrink with latitude: scale them so shapes keep their proportions.
  const kx = Math.cos((first.lat * Math.PI) / 180);
  let [minX, maxX] = [Math.min(...lngs) * kx, Math.max(...lngs) * kx];
  let [minY, maxY] = [-Math.max(...lats), -Math.min(...lats)];
  const margin = Math.max(maxX - minX, maxY - minY, 0.01) * 0.35;
  [minX, maxX, minY, maxY] = [minX - margin, maxX + margin, minY - margin, maxY + margin];
  // Fit the box to the drawing's aspect ratio, centred.
  const scale = Math.min(WIDTH / (maxX - minX), HEIGHT / (maxY - minY));
  const offsetX = (WIDTH - (maxX - minX) * scale) / 2;
  const offsetY = (HEIGHT - (maxY - minY) * scale) / 2;
  const project = (p: Point) =>
    [offsetX + (p.lng * kx - minX) * scale, offsetY + (-p.lat - minY) * scale] as const;
  const numbered = points !== undefined;

  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={label}
      className="h-auto w-full rounded-[var(--radius-card)] bg-lagoon-100"
    >
      {zones.map((zone) => (
        <polygon
          key={zone.id}
          points={zone.path.map((p) => project(p).join(",")).join(" ")}
          fill={zone.id === zoneId ? "#f2d9a8" : "#e8dcc8"}
          stroke={zone.id === zoneId ? "#c2410c" : "#b7a88d"}
          strokeWidth={zone.id === zoneId ? 2.5 : 1}
          strokeLinejoin="round"
        />
      ))}
      {pins.map((pin, i) => {
        const [x, y] = project(pin);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: pins are drawn in the list's order.
          <g key={i} transform={`translate(${x} ${y})`}>
            <path
              d="M0 0c-7-11-13-17-13-24a13 13 0 0 1 26 0c0 7-6 13-13 24z"
              fill="#c2410c"
              stroke="#fff"
              strokeWidth="2"
            />
            {numbered ? (
              <text y="-19" textAnchor="middle" fontSize="13" fontWeight="700" fill="#fff">
                {i + 1}
              </text>
            ) : (
              <circle cy="-24" r="5" fill="#fff" />
            )}
          </g>
        );
      })}
    </svg>
  );
}

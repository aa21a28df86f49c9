/**
 * Puerto Vallarta's Malecón, where Home's sunset is for (decision 137). The bay
 * is about 40 km across, so the sunset differs by under a minute from Sayulita to Mismaloya.
 */
export const VALLARTA_POINT = { lat: 20.6534, lng: -105.2253 } as const;

/** The sun's centre 0.833° below a flat horizon: its radius and the air's refraction. */
const SUNSET_ALTITUDE = -0.833;
const RAD = Math.PI / 180;

/**
 * The instant the sun sets on a Puerto Vallarta calendar day (`YYYY-MM-DD`) at a point: the NOAA
 * solar calculator's equations (Meeus, Astronomical Algorithms), evaluated at the sunset itself
 * by two refinements, good to well under a minute between the polar circles. Pure and offline:
 * no network, no table. Null where the sun does not set that day (polar day or night).
 */
export function sunsetOn(day: string, point: { lat: number; lng: number } = VALLARTA_POINT) {
  // Times are counted from the UTC midnight that starts the date (Vallarta's day starts six
  // hours later, and its sunset falls after the next UTC midnight). First guess: solar noon plus
  // six hours; then the sun is computed again at each estimate.
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  if (!Number.isFinite(utcMidnight)) throw new RangeError(`not a calendar day: ${day}`);
  let estimate = utcMidnight + (12 - point.lng / 15 + 6) * 3_600_000;
  for (let i = 0; i < 3; i++) {
    const sun = solarPosition(estimate);
    const hourAngle = sunsetHourAngle(point.lat, sun.declination);
    if (hourAngle === null) return null;
    // Minutes after UTC midnight: solar noon at this longitude, corrected by the equation of
    // time, then the hour angle (4 minutes a degree).
    const minutes = 720 - 4 * point.lng - sun.equationOfTime + 4 * hourAngle;
    estimate = utcMidnight + minutes * 60_000;
  }
  return new Date(Math.round(estimate / 1000) * 1000);
}

/** The sunset as Vallarta's clock shows it, "HH:mm" (24 h), UTC−6 all year (core/dates.ts). */
export function vallartaClock(instant: Date): string {
  const local = new Date(instant.getTime() - 6 * 3_600_000);
  const minutes =
    local.getUTCHours() * 60 + local.getUTCMinutes() + (local.getUTCSeconds() >= 30 ? 1 : 0);
  const hh = Math.floor(minutes / 60) % 24;
  const mm = minutes % 60;
  return `${String(hh).padStart(2, "0")}:${String(mm).padStart(2, "0")}`;
}

/** The sun's declination (degrees) and the equation of time (minutes) at an instant. */
function solarPosition(time: number): { declination: number; equationOfTime: number } {
  const julianDay = time / 86_400_000 + 2_440_587.5;
  const t = (julianDay - 2_451_545) / 36_525;
  const meanLongitude = mod360(280.46646 + t * (36_000.76983 + t * 0.0003032));
  const meanAnomaly = 357.52911 + t * (35_999.05029 - 0.0001537 * t);
  const eccentricity = 0.016708634 - t * (0.000042037 + 0.0000001267 * t);
  const m = meanAnomaly * RAD;
  const centre =
    Math.sin(m) * (1.914602 - t * (0.004817 + 0.000014 * t)) +
    Math.sin(2 * m) * (0.019993 - 0.000101 * t) +
    Math.sin(3 * m) * 0.000289;
  const trueLongitude = meanLongitude + centre;
  const omega = (125.04 - 1934.136 * t) * RAD;
  const apparentLongitude = trueLongitude - 0.00569 - 0.00478 * Math.sin(omega);
  const meanObliquity =
    23 + (26 + (21.448 - t * (46.815 + t * (0.00059 - t * 0.001813))) / 60) / 60;
  const obliquity = meanObliquity + 0.00256 * Math.cos(omega);
  const declination =
    Math.asin(Math.sin(obliquity * RAD) * Math.sin(apparentLongitude * RAD)) / RAD;
  const y = Math.tan((obliquity / 2) * RAD) ** 2;
  const l0 = meanLongitude * RAD;
  const equationOfTime =
    (4 / RAD) *
    (y * Math.sin(2 * l0) -
      2 * eccentricity * Math.sin(m) +
      4 * eccentricity * y * Math.sin(m) * Math.cos(2 * l0) -
      0.5 * y * y * Math.sin(4 * l0) -
      1.25 * eccentricity * eccentricity * Math.sin(2 * m));
  return { declination, equationOfTime };
}

/** Degrees from noon to sunset, or null where the sun stays up or down all day. */
function sunsetHourAngle(lat: number, declination: number): number | null {
  const cos =
    (Math.sin(SUNSET_ALTITUDE * RAD) - Math.sin(lat * RAD) * Math.sin(declination * RAD)) /
    (Math.cos(lat * RAD) * Math.cos(declination * RAD));
  if (cos < -1 || cos > 1) return null;
  return Math.acos(cos) / RAD;
}

function mod360(degrees: number): number {
  return ((degrees % 360) + 360) % 360;
}

import fc from "fast-check";

/**
 * The edges a schema meets in the wild (issue 10): text PostgreSQL refuses (NUL), text far over
 * any limit, the wrong JSON type, numbers past every integer width, dates outside what JavaScript
 * or PostgreSQL can hold, and percent-encoding that does not decode.
 */
const MEGABYTE = 1024 * 1024;

export const edgeStrings: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "\u0000",
    "a\u0000b",
    "%00",
    "%",
    "%E0%A4%A",
    "\uD800",
    "null",
    "undefined",
    "NaN",
    "-1",
    "0",
    "99999999999999999999999",
    "1e400",
    "9999-12-31",
    "0000-01-01",
    "+275760-09-13T00:00:00.000Z",
    "../../etc/passwd",
    "<script>alert(1)</script>",
    "' OR 1=1 --",
    " ",
    "",
  ),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ maxLength: 20 }).map((text) => `${text}\u0000${text}`),
  fc.constant("x".repeat(MEGABYTE)),
);

export const edgeNumbers: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    -0,
    0.5,
    2 ** 31,
    2 ** 31 - 1,
    -(2 ** 31) - 1,
    2 ** 53,
    2 ** 63,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_VALUE,
    -Number.MAX_VALUE,
    Number.MIN_VALUE,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Dates JavaScript and PostgreSQL disagree on: year 0, year 9999, ±275760 and impossible days. */
export const edgeDates: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "9999-12-31",
    "9999-12-31T23:59:59Z",
    "0000-01-01",
    "0000-01-01T00:00:00Z",
    "0001-01-01T00:00:00+14:00",
    "1969-12-31T23:59:59-12:00",
    "2026-02-30",
    "2025-02-29",
    "2024-02-29",
    "+275760-09-13T00:00:00Z",
    "-000001-01-01T00:00:00Z",
    "2026-13-01",
    "2026-11-25T24:00:00Z",
  ),
  fc
    .date({ min: new Date(-8.64e15), max: new Date(8.64e15), noInvalidDate: true })
    .map((date) => date.toISOString()),
  fc
    .tuple(
      fc.integer({ min: 0, max: 9999 }),
      fc.integer({ min: 1, max: 12 }),
      fc.integer({ min: 1, max: 31 }),
    )
    .map(
      ([year, month, day]) =>
        `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`,
    ),
);

/** Any JSON value of the wrong type for a field. */
export const wrongTypes: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, [], {}, [null], { $gt: "" }),
  fc.jsonValue({ maxDepth: 2 }),
);

/** A value for a field: mostly edges of its kind, sometimes anything at all. */
export function edgeFor(kind: string | undefined): fc.Arbitrary<unknown> {
  if (kind === "integer" || kind === "number") return fc.oneof(edgeNumbers, wrongTypes);
  if (kind === "date") return fc.oneof(edgeDates, edgeStrings);
  return fc.oneof(edgeStrings, edgeDates, edgeNumbers, wrongTypes);
}

/** Path segments that cannot name anything, including ones that do not percent-decode. */
export const edgeSegments: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "%",
    "%%",
    "%ZZ",
    "%E0%A4%A",
    "%C0%AF",
    "%00",
    "a%00b",
    "%2F",
    "%2e%2e",
    "..",
    "%FF",
    "%uD800",
    "%F0%9F%8C%8A",
    "99999999999999999999",
    "-1",
    "0",
    "x".repeat(400),
  ),
  fc.string({ unit: "binary", maxLength: 20 }).map((text) => encodeURIComponent(text)),
  fc.string({ maxLength: 12 }).map((text) => `${encodeURIComponent(text)}%`),
);

/** Query strings: the page numbers past any integer, NUL, and parameters no page reads. */
export const edgeQueries: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "page=99999999999999999999",
    "page=9007199254740993",
    "page=2147483648",
    "page=-1",
    "page=0",
    "page=1e400",
    "page=NaN",
    "page=%00",
    "page=1&page=2",
    "q=%00",
    "q=a%00b",
    "q=%",
    "words=%E0%A4%A",
    "start=9999-12-31&end=0000-01-01",
    "start=0000-01-01",
    "from=9999-12-31&to=9999-12-31",
    "from=0000-01-01&to=0000-01-02",
    "from=2026-02-30",
    "to=0001-01-01",
    "from=275760-09-13",
    "from=+275760-09-13",
    "date=2026-02-30",
    "sort=%00",
    "zone=%00&category=99999999999999999999",
    "categories=1,2,99999999999999999999",
    "lang=xx",
    "team=%00",
    "utm_source=%00",
  ),
  fc
    .tuple(
      fc.constantFrom("page", "q", "words", "sort", "start", "end", "zone", "category", "team"),
      fc.oneof(edgeSegments, fc.constant(`x${"y".repeat(5000)}`)),
    )
    .map(([name, value]) => `${name}=${value}`),
);

/**
 * Every method a client can put on the request line that reaches a route (CONNECT never does:
 * Node hands it to the server's `connect` listener, tests/process/http-edges.test.ts), the
 * standard ones and WebDAV's and others Node's parser takes (decision 129).
 */
export const EVERY_METHOD = [
  "GET",
  "HEAD",
  "POST",
  "PUT",
  "PATCH",
  "DELETE",
  "OPTIONS",
  "TRACE",
  "QUERY",
  "PROPFIND",
  "MKCOL",
  "LOCK",
  "SEARCH",
  "PURGE",
] as const;

/** Every kind of body: none, each type our routes take or refuse, and one with no type at all. */
export const EVERY_BODY: Record<string, { contentType?: string; payload?: string }> = {
  none: {},
  json: { contentType: "application/json", payload: '{"a":1,"intent":"profile"}' },
  form: { contentType: "application/x-www-form-urlencoded", payload: "a=1&intent=profile" },
  multipart: {
    contentType: "multipart/form-data; boundary=fuzz",
    payload:
      '--fuzz\r\nContent-Disposition: form-data; name="intent"\r\n\r\nprofile\r\n--fuzz--\r\n',
  },
  text: { contentType: "text/plain", payload: "a=1" },
  untyped: { payload: "a=1" },
};

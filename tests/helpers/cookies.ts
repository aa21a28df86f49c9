/** `Set-Cookie` headers as the browser sends them back: `name=value; name=value`. */
export function cookieHeader(setCookies: string[]): string {
  return setCookies.map((cookie) => cookie.split(";")[0]).join("; ");
}

/** A `Cookie` header by name, decoded, as @fastify/cookie hands it to the server. */
export function cookiesOf(header: string): Record<string, string> {
  return Object.fromEntries(
    header
      .split("; ")
      .filter(Boolean)
      .map((pair) => {
        const at = pair.indexOf("=");
        return [pair.slice(0, at), decodeURIComponent(pair.slice(at + 1))];
      }),
  );
}

/** An instant as the back office shows it, the same on the server and in the browser: UTC. */
export function utcStamp(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

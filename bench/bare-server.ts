// The "bare" side of a ratio (bench/ratio.ts): a plain node:http server, in a process of its own
// like Marea's, that sends the recorded answers byte for byte and does nothing else. Started with
// the path of a JSON file of answers and a port; says "ready" on standard output once listening.
import { readFileSync } from "node:fs";
import http from "node:http";

export type RecordedAnswer = {
  method: string;
  path: string;
  status: number;
  headers: [string, string | string[]][];
  /** The body as Marea sent it (compressed when it was), base64. */
  body: string;
};

const [file, port] = process.argv.slice(2);
if (!file || !port) throw new Error("usage: bare-server.ts <answers.json> <port>");
const answers = new Map(
  (JSON.parse(readFileSync(file, "utf8")) as RecordedAnswer[]).map((answer) => [
    `${answer.method} ${answer.path}`,
    {
      status: answer.status,
      headers: Object.fromEntries(answer.headers),
      body: Buffer.from(answer.body, "base64"),
    },
  ]),
);

const server = http.createServer((request, response) => {
  request.resume();
  const answer = answers.get(`${request.method} ${request.url}`);
  if (!answer) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(answer.status, { ...answer.headers, "content-length": answer.body.length });
  response.end(answer.body);
});
server.keepAliveTimeout = 72_000;
server.listen(Number(port), "127.0.0.1", () => console.log("ready"));
process.on("SIGTERM", () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});

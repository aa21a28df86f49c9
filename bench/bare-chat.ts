// The "bare" side of the chat bench (bench/chat.ts): a plain node:http server with a `ws`
// WebSocket in a process of its own, speaking the chat's frames with nothing behind them: a
// hello is answered at once, a message is acknowledged and passed to every staff socket, with no
// database, no check and no announcement. Started with a port; says "ready" once listening.
import http from "node:http";
import { type WebSocket, WebSocketServer } from "ws";

const port = Number(process.argv[2]);
if (!port) throw new Error("usage: bare-chat.ts <port>");

const server = http.createServer((_request, response) => response.end());
const wss = new WebSocketServer({ server, path: "/api/chat/socket", perMessageDeflate: false });
const staff = new Set<WebSocket>();
const seqs = new Map<string, number>();

wss.on("connection", (ws) => {
  let conversation = "";
  ws.on("message", (data) => {
    const frame = JSON.parse(String(data)) as Record<string, string>;
    if (frame.t === "hello") {
      if (frame.as === "staff") {
        staff.add(ws);
        ws.send(JSON.stringify({ t: "inbox", inbox: { online: true, conversations: [] } }));
      } else {
        conversation = frame.id ?? "";
        ws.send(JSON.stringify({ t: "ready", messages: [], more: false, online: true }));
      }
      return;
    }
    if (frame.t !== "send") return;
    const seq = (seqs.get(conversation) ?? 0) + 1;
    seqs.set(conversation, seq);
    const at = new Date().toISOString();
    ws.send(JSON.stringify({ t: "ack", id: conversation, clientId: frame.clientId, seq, at }));
    const message = JSON.stringify({
      t: "message",
      id: conversation,
      message: {
        seq,
        author: "visitor",
        name: "Visitor",
        body: frame.body,
        at,
        clientId: frame.clientId,
      },
    });
    for (const socket of staff) socket.send(message);
  });
  ws.on("close", () => staff.delete(ws));
});

server.listen(port, "127.0.0.1", () => console.log("ready"));

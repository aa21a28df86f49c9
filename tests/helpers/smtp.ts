import { SMTPServer } from "smtp-server";

/** A message as the SMTP server received it: envelope, headers and decoded text. */
export type ReceivedMail = {
  from: string;
  to: string[];
  subject: string;
  /** The whole message with quoted-printable and base64 parts decoded, for searching. */
  body: string;
};

/** Decodes the parts of a MIME message well enough to read its words and links. */
function decode(raw: string): { subject: string; body: string } {
  const [head = "", ...rest] = raw.split(/\r?\n\r?\n/);
  const subjectLine = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(head)?.[1] ?? "";
  const subject = subjectLine
    .replace(/\r?\n[ \t]/g, " ")
    .replace(/=\?utf-8\?([QB])\?(.*?)\?=\s*/gi, (_m, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : qp(text.replace(/_/g, " ")),
    );
  const body = rest
    .join("\n\n")
    .split(/\r?\n(?=--)/)
    .map((part) =>
      /Content-Transfer-Encoding: base64/i.test(part)
        ? part.replace(
            /(\r?\n\r?\n)([A-Za-z0-9+/=\r\n]+)$/,
            (_m, gap: string, data: string) => gap + Buffer.from(data, "base64").toString("utf8"),
          )
        : qp(part),
    )
    .join("\n");
  return { subject: subject.trim(), body };
}

function qp(text: string): string {
  const joined = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === "=" && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/**
 * A real SMTP server on loopback for a test file (issue 13: mail is received, not mocked). The
 * port comes from the range this test may use; `SMTP_URL` points the app at it.
 */
export async function startSmtpServer(port: number, received?: (mail: ReceivedMail) => void) {
  const inbox: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    closeTimeout: 500,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const { subject, body } = decode(Buffer.concat(chunks).toString("utf8"));
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          subject,
          body,
        };
        inbox.push(mail);
        received?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    /** Messages for `to`, oldest first. */
    to: (address: string) => inbox.filter((m) => m.to.includes(address)),
    /** The mailed link's token for a path, in the newest message to `to`. */
    linkToken(address: string, path: string): string {
      const mail = inbox.filter((m) => m.to.includes(address)).at(-1);
      const token = mail && new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail.body)?.[1];
      if (!token) throw new Error(`no ${path} link in mail to ${address}`);
      return token;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import { eq, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { engine, testAppForFile } from "../../tests/helpers/app.ts";
import type { Db } from "../db/client.ts";
import { accountTokens, outbox, users } from "../db/schema/index.ts";
import { createAccountsService } from "../services/accounts/service.ts";
import { MAIL_RECEIPT } from "./accounts.ts";

// Decision 127: forgot-password does the same work whether the address has an account or not,
// and its letter leaves after the answer. Checked by what runs, never by a stopwatch.
const t = testAppForFile({ catalogs: false, env: { RATE_LIMIT_WRITES_PER_MINUTE: "3000" } });

let n = 0;
async function member() {
  const email = `forgot${++n}-${Date.now()}@example.org`;
  const [user] = await t.database.db
    .insert(users)
    .values({
      email,
      passwordHash: "not-used-here",
      firstName: "Lucía",
      lastName: "Ortega",
      lang: "es",
      emailVerifiedAt: new Date(),
    })
    .returning();
  if (!user) throw new Error("no user");
  return user;
}

/**
 * The accounts service on the test database, recording every statement it runs (its SQL text
 * as sent, without the values) until `stop`.
 */
function recordedAccounts() {
  const statements: string[] = [];
  const dialect = new PgDialect();
  const db = t.database.db;
  const recording = new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        if (property === "execute") statements.push(dialect.sqlToQuery(args[0] as SQL).sql);
        else statements.push(`builder:${String(property)}`);
        return value.apply(target, args);
      };
    },
  }) as Db;
  const accounts = createAccountsService({
    db: recording,
    sessions: t.services.sessions,
    mail: t.services.mail,
    publicUrl: "http://localhost:3000",
    siteName: "Marea",
  });
  return { accounts, statements };
}

const outboxTo = (email: string) => t.database.db.select().from(outbox).where(eq(outbox.to, email));

describe(`forgot-password on ${engine} (decision 127)`, () => {
  it("runs the same statements for a known and an unknown address, and mails only after answering", async () => {
    const known = await member();
    const stranger = `nobody${++n}-${Date.now()}@example.org`;

    const forKnown = recordedAccounts();
    await forKnown.accounts.forgotPassword(known.email, true);
    // Answered: the link is stored, the letter not sent yet (it leaves after the answer).
    expect(await outboxTo(known.email)).toHaveLength(0);
    const statementsForKnown = [...forKnown.statements];

    const forStranger = recordedAccounts();
    await forStranger.accounts.forgotPassword(stranger, true);
    const statementsForStranger = [...forStranger.statements];

    // The same work, statement for statement: one look-up that stores a link if it finds one.
    expect(statementsForKnown).toHaveLength(1);
    expect(statementsForStranger).toEqual(statementsForKnown);
    // Spent the mail budget: the same statement again, and nothing is stored or sent.
    const spent = recordedAccounts();
    await spent.accounts.forgotPassword(known.email, false);
    expect(spent.statements).toEqual(statementsForKnown);

    await forKnown.accounts.mailSent();
    await forStranger.accounts.mailSent();
    await spent.accounts.mailSent();
    const sent = await outboxTo(known.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe("Elige una contraseña nueva para Marea");
    expect(sent[0]?.text).toContain("Hola Lucía:");
    expect(sent[0]?.text).toMatch(/\/es\/cuenta\/restablecer-contrasena\?token=[\w-]{43}/);
    expect(await outboxTo(stranger)).toHaveLength(0);
    const links = await t.database.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.userId, known.id));
    expect(links.map((link) => link.purpose)).toEqual(["reset"]);
  });

  it("answers alike through the API, and the mailed link resets the password", async () => {
    const known = await member();
    const post = (email: string) =>
      t.app.inject({ method: "POST", url: "/api/users/password/forgot", payload: { email } });
    const answers = [await post(known.email), await post(`nobody${++n}@example.org`)];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(202);
      expect(answer.json()).toEqual({ received: true, message: MAIL_RECEIPT });
    }
    expect(Object.keys(answers[0]?.headers ?? {}).sort()).toEqual(
      Object.keys(answers[1]?.headers ?? {}).sort(),
    );
    await t.services.accounts.mailSent();
    const [mail] = await outboxTo(known.email);
    const token = /token=([\w-]{43})/.exec(mail?.text ?? "")?.[1];
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/users/password/reset",
      payload: { token, password: "mango season sunset walk" },
    });
    expect(reset.statusCode).toBe(200);
  });
});

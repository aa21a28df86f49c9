import { randomUUID } from "node:crypto";
import type { Page, Request, WebSocketRoute } from "@playwright/test";
import { eq } from "drizzle-orm";
import { users } from "../server/db/schema/index.ts";
import { type ChatTestClient, chatClient } from "../tests/helpers/chat-client.ts";
import { createSignedInUser, createStaffUser } from "../tests/helpers/factories.ts";
import { expect, expectAccessible, hydrated, test, watchConsole } from "./fixtures.ts";
import { ownServer } from "./staff.ts";

/**
 * Issue 17, the visitor's side: at 375 px a visitor opens the live chat from the contact widget
 * (its code loads only then), talks with a sales agent whose inbox is a WebSocket client with
 * their session cookie, and finds the conversation again after a reload; with nobody online the
 * message becomes a lead. The agent's session (second factor passed) is made in the database
 * before this spec's own server starts. Serial: the offline case runs before anyone is online.
 */
test.describe.configure({ mode: "serial" });
test.skip(({ isMobile }) => !isMobile, "the visitor's side at phone width (mobile-375)");

let salesToken = "";
let memberToken = "";
const server = ownServer(undefined, async (db) => {
  salesToken = (await createStaffUser(db, "sales", { firstName: "Ana" })).token;
  const member = await createSignedInUser(db, { firstName: "Rosa", lastName: "Delgado" });
  // The factory's example avatar is not among the site's images: the member has none.
  await db.update(users).set({ avatar: null }).where(eq(users.id, member.user.id));
  memberToken = member.token;
});

/** The chat's own chunk (app/features/chat/live-chat.tsx). */
const CHAT_CHUNK = /\/assets\/live-chat-[\w-]+\.js$/;

function chatChunkRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on("request", (request) => {
    if (CHAT_CHUNK.test(new URL(request.url()).pathname)) seen.push(request);
  });
  return seen;
}

async function openChat(page: Page) {
  const widget = page.getByRole("complementary", { name: "Quick contact" });
  const toggle = widget.getByRole("button", { name: "Contact us" });
  await toggle.click();
  await widget.getByRole("button", { name: "Live chat" }).click();
  const panel = page.getByRole("dialog", { name: "Chat with our team" });
  await expect(panel).toBeVisible();
  await expect(panel).toBeFocused();
  await expect(toggle).toBeHidden();
  return { panel, toggle };
}

test("with nobody online, the visitor's message becomes a lead the team answers by e-mail", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const email = `whales-${Date.now()}@example.com`;
  const chunks = chatChunkRequests(page);
  await page.goto(`${server.url}/directory`);
  await hydrated(page);
  // Past the 1 s after load when the chat's hooks attach: still none of its code.
  await page.waitForTimeout(1_500);
  expect(chunks).toEqual([]);

  const { panel } = await openChat(page);
  expect(chunks).toHaveLength(1);
  await expect(
    panel.getByRole("heading", { name: "Nobody from our team is online right now" }),
  ).toBeVisible();
  await panel.getByRole("button", { name: "Send my message" }).click();
  await expect(panel.getByText("Tell us your name.")).toBeVisible();
  await expect(panel.getByText("Leave your e-mail so our team can answer you.")).toBeVisible();
  await expect(panel.getByLabel("Your name")).toBeFocused();
  await panel.getByLabel("Your name").fill("Marta Ibáñez");
  await panel.getByLabel("Your e-mail").fill(email);
  await panel
    .getByLabel("Your message")
    .fill("Is there whale watching in March?\nWe are two adults.");
  await expectAccessible(page);
  await panel.getByRole("button", { name: "Send my message" }).click();
  await expect(panel.getByRole("status")).toContainText(
    `Thank you! Our team has your message and will write to you at ${email}.`,
  );
  await expect(panel.getByText("Is there whale watching in March?")).toBeVisible();
  await expectAccessible(page);

  // The sales team has it as a lead, with the visitor's e-mail.
  const answer = await fetch(`${server.url}/api/admin/leads?pageSize=50`, {
    headers: { cookie: `marea_member=${salesToken}`, accept: "application/json" },
  });
  expect(answer.status).toBe(200);
  const leads = (await answer.json()) as { items: { email: string | null; type: string }[] };
  expect(leads.items).toContainEqual(expect.objectContaining({ email, type: "chat" }));
});

test.describe("with a sales agent online", () => {
  let agent: ChatTestClient | undefined;
  test.beforeEach(async () => {
    agent = await chatClient(server.url, { token: salesToken });
    agent.send({ t: "hello", as: "staff" });
    await agent.next("inbox");
  });
  test.afterEach(() => agent?.close());

  test("the visitor chats with the team, sees typing and receipts, and keeps it over a reload", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    if (!agent) throw new Error("the agent is not connected");
    const staff = agent;
    await page.goto(`${server.url}/directory`);
    await hydrated(page);
    const { panel, toggle } = await openChat(page);
    await expect(panel.getByText("Our team is online now.")).toBeVisible();
    await panel.getByLabel("Your name").fill("Lucía");
    await expectAccessible(page);
    await panel.getByRole("button", { name: "Start chatting" }).click();

    // The focus moves to the box to write in. Enter sends; Shift+Enter is a new line.
    const box = panel.getByRole("textbox", { name: "Your message" });
    await expect(box).toBeFocused();
    await page.keyboard.type("Is the whale-watching tour on in March?");
    await page.keyboard.press("Shift+Enter");
    await page.keyboard.type("We are two adults.");
    await page.keyboard.press("Enter");
    await expect(box).toHaveValue("");
    const mine = panel.getByRole("listitem").filter({ hasText: "Is the whale-watching tour" });
    await expect(mine).toContainText("Sent");
    await expect(mine.locator("p")).toHaveText(
      "Is the whale-watching tour on in March?\nWe are two adults.",
    );

    // The agent hears it, watches the conversation, types and answers.
    const heard = await staff.next("message", (f) => f.message.body.startsWith("Is the whale"));
    const id = heard.id;
    staff.send({ t: "watch", id, after: 0 });
    await staff.next("history", (f) => f.id === id);
    staff.send({ t: "typing", id });
    await expect(panel.getByText("Ana is typing…")).toBeVisible();
    staff.send({
      t: "send",
      id,
      clientId: randomUUID(),
      body: "¡Hola Lucía! Yes: whale season runs until the end of March.",
    });
    const answer = panel.getByRole("listitem").filter({ hasText: "whale season runs" });
    await expect(answer).toContainText("Ana");
    await expect(panel.getByText("Ana is typing…")).toBeHidden();
    // Announced politely, as it arrived.
    await expect(panel.locator("[aria-live=polite]").first()).toContainText(
      "Ana: ¡Hola Lucía! Yes: whale season runs until the end of March.",
    );
    // The visitor's page said it arrived and was read (the panel is open and visible).
    await staff.next("receipt", (f) => f.id === id && f.side === "visitor" && f.receipts.read >= 2);

    // The agent reads the visitor's message: Read.
    staff.send({ t: "seen", id, delivered: heard.message.seq, read: heard.message.seq });
    await expect(mine).toContainText("Read");
    await expectAccessible(page);

    // A client-side navigation keeps the panel and tells the team the page.
    await page.getByRole("link", { name: "Marea, home" }).click();
    await expect(page).toHaveURL(`${server.url}/`);
    await staff.next("conversation", (f) => f.entry.id === id && f.entry.page === "/");
    await expect(answer).toBeVisible();

    // A reload: the chat opens again by itself with the conversation.
    await page.reload();
    await hydrated(page);
    await expect(panel).toBeVisible();
    await expect(mine).toContainText("Read");
    await expect(answer).toBeVisible();
    // The history is not read out again.
    await expect(panel.locator("[aria-live=polite]").first()).toHaveText("");

    // Escape closes it and the widget's button takes the focus back; the agent writes again
    // meanwhile, and the button says so.
    await panel.getByRole("textbox", { name: "Your message" }).focus();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
    staff.send({ t: "send", id, clientId: randomUUID(), body: "Shall I book it for you?" });
    await expect(page.getByRole("button", { name: /1 new message in the chat/ })).toBeVisible();
  });

  test("a signed-in member is known and starts without a form", async ({ page, context }) => {
    if (!agent) throw new Error("the agent is not connected");
    const staff = agent;
    await context.addCookies([{ name: "marea_member", value: memberToken, url: server.url }]);
    await page.goto(`${server.url}/benefits`);
    await hydrated(page);
    const { panel } = await openChat(page);
    await expect(
      panel.getByText("You're signed in as Rosa, so we know who you are: just start chatting."),
    ).toBeVisible();
    await expect(panel.getByLabel("Your name")).toHaveCount(0);
    await expect(panel.getByRole("textbox")).toHaveCount(0);
    await panel.getByRole("button", { name: "Start chatting" }).click();
    const box = panel.getByRole("textbox", { name: "Your message" });
    await box.fill("Which benefits work at the marina?");
    await box.press("Enter");
    await expect(panel.getByRole("listitem").filter({ hasText: "marina" })).toContainText("Sent");
    const heard = await staff.next("message", (f) => f.message.body.includes("marina"));
    expect(heard.message.name).toBe("Rosa Delgado");
  });

  test("after a dropped connection the chat reconnects and sends what was written meanwhile, once", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    if (!agent) throw new Error("the agent is not connected");
    const staff = agent;
    // The page's sockets pass through to the server; the test cuts them to drop the connection
    // (as a phone switching networks) and refuses new ones until the network is "back".
    let down = false;
    const sockets: WebSocketRoute[] = [];
    await page.routeWebSocket(/\/api\/chat\/socket$/, (socket) => {
      if (down) return void socket.close({ code: 1006 });
      socket.connectToServer();
      sockets.push(socket);
    });
    await page.goto(`${server.url}/activities`);
    await hydrated(page);
    const { panel } = await openChat(page);
    await panel.getByLabel("Your name").fill("Pablo");
    await panel.getByRole("button", { name: "Start chatting" }).click();
    const box = panel.getByRole("textbox", { name: "Your message" });
    await box.fill("Before the tunnel");
    await box.press("Enter");
    await expect(
      panel.getByRole("listitem").filter({ hasText: "Before the tunnel" }),
    ).toContainText("Sent");

    down = true;
    for (const socket of sockets.splice(0)) await socket.close({ code: 1006 });
    await expect(panel.getByText("Reconnecting…")).toBeVisible();
    await box.fill("Written in the tunnel");
    await box.press("Enter");
    const waiting = panel.getByRole("listitem").filter({ hasText: "Written in the tunnel" });
    await expect(waiting).toContainText("Sending…");

    // Still down across a reload: the message waits on the device, and the chat reopens.
    await page.reload();
    await hydrated(page);
    await expect(panel).toBeVisible();
    await expect(waiting).toContainText("Sending…");
    await expect(panel.getByText("Reconnecting…")).toBeVisible();

    down = false;
    await expect(waiting).toContainText("Sent", { timeout: 20_000 });
    await expect(panel.getByText("Reconnecting…")).toBeHidden();
    // The team got it once.
    await staff.next("message", (f) => f.message.body === "Written in the tunnel");
    await expect(waiting).toHaveCount(1);
    expect(
      staff.frames.filter((f) => f.t === "message" && f.message.body === "Written in the tunnel"),
    ).toHaveLength(1);
  });
});

test("a visitor at 375 px and an agent in the back office at 1280 px talk live", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // The agent, in a browser of their own at desktop width, with the inbox open: online.
  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  let deskErrors: string[] = [];
  try {
    await desk.addCookies([{ name: "marea_member", value: salesToken, url: server.url }]);
    const agentPage = await desk.newPage();
    deskErrors = await watchConsole(agentPage);
    await agentPage.goto(`${server.url}/admin/chat`);
    await hydrated(agentPage);
    await expect(agentPage.getByText("Live", { exact: true })).toBeVisible();

    // The visitor, on a phone.
    await page.goto(`${server.url}/es/eventos`);
    await hydrated(page);
    const widget = page.getByRole("complementary", { name: "Contacto rápido" });
    await widget.getByRole("button", { name: "Contáctanos" }).click();
    await widget.getByRole("button", { name: "Chat en vivo" }).click();
    const panel = page.getByRole("dialog", { name: "Chatea con nuestro equipo" });
    await expect(panel.getByText("Nuestro equipo está en línea.")).toBeVisible();
    await panel.getByLabel("Tu nombre").fill("Camila Ruiz");
    await panel.getByRole("button", { name: "Empezar a chatear" }).click();
    const box = panel.getByRole("textbox", { name: "Tu mensaje" });
    await box.fill("¿Hay lanchas a Yelapa mañana temprano?");
    await box.press("Enter");
    const question = panel.getByRole("listitem").filter({ hasText: "lanchas a Yelapa" });
    await expect(question).toContainText("Enviado");

    // The agent finds it in the inbox, opens it and takes it.
    const card = agentPage.getByRole("listitem").filter({ hasText: "Camila Ruiz" });
    await expect(card).toContainText("lanchas a Yelapa");
    await card.getByRole("link", { name: "Camila Ruiz" }).click();
    await expect(agentPage.getByRole("heading", { level: 1 })).toHaveText("Chat with Camila Ruiz");
    await hydrated(agentPage);
    await agentPage.getByRole("button", { name: "Claim" }).click();
    await expect(agentPage.getByText("The conversation is yours.")).toBeVisible();
    // The visitor learns who answers, and that their message was read.
    await expect(panel.getByText("Ana, de nuestro equipo, te está atendiendo.")).toBeVisible();
    await expect(question).toContainText("Leído");

    // The agent types (the visitor sees it) and answers.
    const reply = agentPage.getByLabel("Your reply (the visitor reads Español)");
    await reply.pressSequentially("Sí, salen a las 9:00 del muelle de Los Muertos.");
    await expect(panel.getByText("Ana está escribiendo…")).toBeVisible();
    await agentPage.getByRole("button", { name: "Send", exact: true }).click();
    const answer = panel.getByRole("listitem").filter({ hasText: "muelle de Los Muertos" });
    await expect(answer).toContainText("Ana");
    await expect(panel.getByText("Ana está escribiendo…")).toBeHidden();

    // The visitor types back: the agent sees it; then the visitor's thanks arrive.
    await box.pressSequentially("¡Gracias!");
    await expect(agentPage.getByText("Camila Ruiz is typing…")).toBeVisible();
    await box.press("Enter");
    await expect(agentPage.getByRole("region", { name: "Messages" })).toContainText("¡Gracias!");
    await expectAccessible(page);
  } finally {
    await desk.close();
  }
  expect(deskErrors, "console errors in the back office").toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the widget offers WhatsApp and a call, and no chat button", async ({ page }) => {
    await page.goto(`${server.url}/directory`);
    const widget = page.getByRole("complementary", { name: "Quick contact" });
    await widget.locator("summary").click();
    await expect(widget.getByRole("link", { name: /^WhatsApp/ })).toBeVisible();
    await expect(widget.getByRole("link", { name: "Call +52 322 627 3200" })).toBeVisible();
    await expect(widget.getByRole("button", { name: "Live chat" })).toBeHidden();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

import { describe, expect, it } from "vitest";
import { CHAT_MESSAGE_MAX, CHAT_NAME_MAX } from "../../../core/chat.ts";
import { startProblems } from "./start-form.ts";

const online = { offline: false, member: false };
const offline = { offline: true, member: false };

describe("the chat's start form, checked before sending", () => {
  it("needs a name while the team is online; the e-mail is optional but must be valid", () => {
    expect(startProblems({ name: "Lucía", email: "", message: null }, online)).toEqual([]);
    expect(startProblems({ name: "", email: "", message: null }, online)).toEqual([
      { field: "name", key: "livechat.problem.name" },
    ]);
    expect(
      startProblems(
        { name: "x".repeat(CHAT_NAME_MAX + 1), email: "lucia@", message: null },
        online,
      ),
    ).toEqual([
      { field: "name", key: "livechat.problem.nameLong" },
      { field: "email", key: "livechat.problem.email" },
    ]);
    expect(
      startProblems({ name: "Lucía", email: "lucia@example.mx", message: null }, online),
    ).toEqual([]);
  });

  it("needs an e-mail and the message when nobody is online", () => {
    expect(startProblems({ name: "Lucía", email: "", message: "" }, offline)).toEqual([
      { field: "email", key: "livechat.problem.emailRequired" },
      { field: "message", key: "livechat.problem.message" },
    ]);
    expect(
      startProblems(
        { name: "Lucía", email: "lucia@example.mx", message: "x".repeat(CHAT_MESSAGE_MAX + 1) },
        offline,
      ),
    ).toEqual([{ field: "message", key: "livechat.problem.tooLong" }]);
  });

  it("asks a signed-in member for nothing but the message when nobody is online", () => {
    const member = { offline: true, member: true };
    expect(startProblems({ name: null, email: "", message: "Hola" }, member)).toEqual([]);
    expect(
      startProblems({ name: null, email: "", message: null }, { offline: false, member: true }),
    ).toEqual([]);
  });
});

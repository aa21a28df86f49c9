import { CHAT_MESSAGE_MAX, CHAT_NAME_MAX } from "../../../core/chat.ts";
import type { MessageKey } from "../../i18n/en.ts";
import { needMessages } from "../../i18n/index.ts";

needMessages("liveChat");

export type StartField = "name" | "email" | "message";
export type StartProblem = { field: StartField; key: MessageKey };

/** The same rule as the server's zod e-mail check, for the usual typos (a missing @ or dot). */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/**
 * What is wrong with the start form, field by field, in the page's words before anything is
 * sent (the server checks again with core/contract/chat.ts). A name unless signed in; an e-mail
 * is optional while the team is online and needed when nobody is, with the message.
 */
export function startProblems(
  values: { name: string | null; email: string; message: string | null },
  context: { offline: boolean; member: boolean },
): StartProblem[] {
  const problems: StartProblem[] = [];
  if (!context.member && values.name !== null) {
    if (values.name === "") problems.push({ field: "name", key: "livechat.problem.name" });
    else if (values.name.length > CHAT_NAME_MAX)
      problems.push({ field: "name", key: "livechat.problem.nameLong" });
  }
  if (!context.member) {
    if (values.email === "") {
      if (context.offline) problems.push({ field: "email", key: "livechat.problem.emailRequired" });
    } else if (values.email.length > 254 || !EMAIL.test(values.email)) {
      problems.push({ field: "email", key: "livechat.problem.email" });
    }
  }
  if (context.offline && values.message !== null) {
    if (values.message === "") problems.push({ field: "message", key: "livechat.problem.message" });
    else if (values.message.length > CHAT_MESSAGE_MAX)
      problems.push({ field: "message", key: "livechat.problem.tooLong" });
  }
  return problems;
}

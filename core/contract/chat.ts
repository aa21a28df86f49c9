import { z } from "zod";
import {
  CHAT_MESSAGE_MAX,
  CHAT_NAME_MAX,
  CHAT_SAVED_REPLIES,
  CHAT_SEARCH_PAGE_SIZE,
  CHAT_STATUSES,
} from "../chat.ts";
import { idSchema, langSchema, storedText } from "./common.ts";

/**
 * The live chat's wire format (issue 17, decision 119): its HTTP endpoints (start, status, the
 * staff's inbox and actions) and the WebSocket frames at `/api/chat/socket`. Every frame is one
 * JSON object with `t` naming its kind.
 */

const uuid = z.uuid();
const seq = z.int().min(0).max(2_147_483_647);
const body = storedText().max(CHAT_MESSAGE_MAX, `at most ${CHAT_MESSAGE_MAX} characters`);
/** The key a visitor's device holds for its conversation (never in a URL: sent in a frame). */
const key = z.string().regex(/^[A-Za-z0-9_-]{43}$/, "a conversation key");
const page = storedText().startsWith("/").max(2048);

export const chatStatusSchema = z.enum(CHAT_STATUSES);

/** Whether someone on the team can answer now, and the team's hours (Vallarta time) if set. */
export const chatAvailabilitySchema = z.object({
  online: z.boolean(),
  hours: z.object({ from: z.string(), to: z.string() }).nullable(),
});
export type ChatAvailability = z.infer<typeof chatAvailabilitySchema>;

/**
 * A visitor starts a conversation: a name (a member's comes from the account), an e-mail if they
 * like, the page and language. Nobody online: the first message and an e-mail are needed, and
 * the conversation is kept as a lead.
 */
export const chatStartSchema = z.strictObject({
  name: storedText().trim().min(1, "tell us your name").max(CHAT_NAME_MAX).optional(),
  email: z.email("enter a valid e-mail address").max(254).optional(),
  lang: langSchema,
  page: page.optional(),
  message: body.optional(),
});
export type ChatStart = z.infer<typeof chatStartSchema>;

export const chatStartedSchema = z.object({
  id: z.string(),
  key,
  status: chatStatusSchema,
  online: z.boolean(),
});
export type ChatStarted = z.infer<typeof chatStartedSchema>;

export const chatMessageSchema = z.object({
  seq: z.int(),
  author: z.enum(["visitor", "staff", "system"]),
  name: z.string().nullable(),
  body: z.string(),
  at: z.string(),
  clientId: z.string().nullable(),
});

const receiptsSchema = z.object({ delivered: z.int(), read: z.int() });

/** A conversation as its visitor sees it. */
export const chatVisitorViewSchema = z.object({
  id: z.string(),
  status: chatStatusSchema,
  name: z.string(),
  /** The staff member answering (first name), once someone took it. */
  agent: z.string().nullable(),
  /** How far the team got with the visitor's messages. */
  staff: receiptsSchema,
  /** How far the visitor got with the team's (as the server last heard). */
  visitor: receiptsSchema,
});
export type ChatVisitorView = z.infer<typeof chatVisitorViewSchema>;

/** A conversation as the inbox lists it. */
export const chatInboxEntrySchema = z.object({
  id: z.string(),
  status: chatStatusSchema,
  name: z.string(),
  email: z.string().nullable(),
  member: z.boolean(),
  lang: langSchema,
  /** The page the visitor is on (last said), and the one they started from. */
  page: z.string().nullable(),
  team: z.string().nullable(),
  invitationId: z.string().nullable(),
  leadSourceChannelId: z.int().nullable(),
  terminalId: z.int().nullable(),
  assignee: z.object({ id: z.int(), name: z.string() }).nullable(),
  lastSeq: z.int(),
  /** The visitor's messages the team has not read (after `staff.read`). */
  unread: z.int(),
  lastMessage: z.object({ author: z.string(), body: z.string(), at: z.string() }).nullable(),
  leadId: z.int().nullable(),
  conciergeRequestId: z.int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  staff: receiptsSchema,
  visitor: receiptsSchema,
});
export type ChatInboxEntry = z.infer<typeof chatInboxEntrySchema>;

export const chatConversationSchema = chatInboxEntrySchema.extend({
  messages: z.array(chatMessageSchema),
  /** Older messages exist before the first one here. */
  more: z.boolean(),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

export const chatInboxSchema = z.object({
  online: z.boolean(),
  conversations: z.array(chatInboxEntrySchema),
});
export type ChatInbox = z.infer<typeof chatInboxSchema>;

export const chatSearchQuerySchema = z.strictObject({
  q: storedText().trim().max(200).optional(),
  status: chatStatusSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(CHAT_SEARCH_PAGE_SIZE),
});
export type ChatSearchQuery = z.infer<typeof chatSearchQuerySchema>;

export const chatSearchPageSchema = z.object({
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  conversations: z.array(
    chatInboxEntrySchema.extend({
      /** A piece of a message the words were found in, if they were found in one. */
      match: z.string().nullable(),
    }),
  ),
});
export type ChatSearchPage = z.infer<typeof chatSearchPageSchema>;

export const chatParamsSchema = z.strictObject({ id: uuid });
export const chatTranscriptQuerySchema = z.strictObject({
  before: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export const chatReplySchema = z.strictObject({
  body,
  clientId: uuid.optional(),
});
export const chatTransferSchema = z.strictObject({ assigneeId: idSchema });
export const chatSavedRepliesSchema = z.array(
  z.object({ key: z.enum(CHAT_SAVED_REPLIES.map((r) => r.key)), en: z.string(), es: z.string() }),
);
export const chatAgentsSchema = z.array(z.object({ id: z.int(), name: z.string() }));
export const chatLeadMadeSchema = z.object({ leadId: z.int() });
export const chatConciergeMadeSchema = z.object({ requestId: z.int() });

/* --- WebSocket frames ------------------------------------------------------------------------ */

/**
 * A client's first frame names who it is. A visitor sends their conversation's id and key and
 * the last `seq` they have; staff are known by their session cookie on the upgrade.
 */
export const helloFrameSchema = z.discriminatedUnion("as", [
  z.strictObject({ t: z.literal("hello"), as: z.literal("visitor"), id: uuid, key, after: seq }),
  z.strictObject({ t: z.literal("hello"), as: z.literal("staff") }),
]);

/** Every later frame from a client; `id` names the conversation on staff frames. */
export const clientFrameSchema = z.discriminatedUnion("t", [
  z.strictObject({ t: z.literal("send"), id: uuid.optional(), clientId: uuid, body }),
  z.strictObject({ t: z.literal("typing"), id: uuid.optional() }),
  /** The other side's messages up to `delivered` arrived here, up to `read` were seen. */
  z.strictObject({
    t: z.literal("seen"),
    id: uuid.optional(),
    delivered: seq.optional(),
    read: seq.optional(),
  }),
  /** Staff: send me this conversation's messages after `after`, and everything new in it. */
  z.strictObject({ t: z.literal("watch"), id: uuid, after: seq }),
  z.strictObject({ t: z.literal("unwatch"), id: uuid }),
  /** Visitor: the page I am on now (the inbox shows it). */
  z.strictObject({ t: z.literal("page"), page }),
  /** Visitor: my e-mail, when nobody is online and the conversation becomes a lead. */
  z.strictObject({ t: z.literal("contact"), email: z.email().max(254) }),
  z.strictObject({ t: z.literal("ping") }),
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;
export type HelloFrame = z.infer<typeof helloFrameSchema>;

export type ChatMessageView = z.infer<typeof chatMessageSchema>;

/**
 * Every frame the server sends. A message may come twice (in `ready` or `history` and as it was
 * heard meanwhile): clients keep one per `seq`.
 */
export type ServerFrame =
  /** To a visitor after hello: the conversation, and the messages after `after` (at most 200). */
  | {
      t: "ready";
      conversation: ChatVisitorView;
      messages: ChatMessageView[];
      more: boolean;
      online: boolean;
    }
  /** To staff after hello: the open conversations. */
  | { t: "inbox"; inbox: ChatInbox; me: { id: number; name: string } }
  /** To staff after watch. */
  | { t: "history"; id: string; messages: ChatMessageView[]; more: boolean }
  /** Stored: the message with this clientId is `seq`. Sent only after the database has it. */
  | { t: "ack"; id: string; clientId: string; seq: number; at: string }
  | { t: "message"; id: string; message: ChatMessageView }
  /** `side` received (and read) the other side's messages up to these. */
  | { t: "receipt"; id: string; side: "visitor" | "staff"; receipts: ChatReceipts }
  | { t: "typing"; id: string; side: "visitor" | "staff"; name: string | null }
  /** A conversation changed (taken, given to someone, closed, its page): the inbox's row. */
  | { t: "conversation"; entry: ChatInboxEntry }
  /** To a visitor: their conversation changed. */
  | { t: "status"; conversation: ChatVisitorView }
  /** Whether someone on the team is online (to visitors: can answer now). */
  | { t: "presence"; online: boolean }
  /** Something may have been missed: send hello (or watch) again with the last seq you have. */
  | { t: "resync" }
  | { t: "pong" }
  /** Spec §8's title and message, the HTTP status it would be, and the message it refuses. */
  | { t: "error"; status: number; title: string; message: string; clientId?: string };

type ChatReceipts = z.infer<typeof receiptsSchema>;

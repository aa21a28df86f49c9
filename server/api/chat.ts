import type { FastifyInstance, FastifyRequest } from "fastify";
import { cleanMessage } from "../../core/chat.ts";
import { endpoints } from "../../core/contract/endpoints.ts";
import { HttpError } from "../plugins/errors.ts";
import type { AuditActor } from "../services/audit/service.ts";
import type { ChatWrite } from "../services/chat/service.ts";
import { endpoint } from "./endpoint.ts";
import { type ApiContext, checkCaptcha, optionalMember, writeGuards } from "./verification.ts";

function actor(request: FastifyRequest): AuditActor {
  if (!request.user) throw new HttpError(401, "Sign-in required", "Please sign in.");
  return request.user;
}

const notFound = () =>
  new HttpError(404, "Conversation not found", "There is no conversation with this id.");

/** What a staff write answers: the change, or the 404 (none) or 409 (not a change it can take). */
function written<T extends object>(result: ChatWrite<T>) {
  if ("entry" in result) return result;
  if ("missing" in result) throw notFound();
  throw new HttpError(
    409,
    "Nothing to change",
    `The conversation can't take that: ${result.unchanged}.`,
  );
}

/**
 * The live chat over HTTP (issue 17, decision 119): whether the team is online, a visitor's
 * start, and the staff's inbox and actions. Messages travel on the socket
 * (server/plugins/chat-socket.ts); the staff's reply here is the form's, without JavaScript.
 */
export function chatRoutes(app: FastifyInstance, context: ApiContext): void {
  const { services } = context;
  const { chat } = services;

  endpoint(app, endpoints.chatStatus, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return chat.availability();
  });

  endpoint(
    app,
    endpoints.chatStart,
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const user = await optionalMember(services, request);
      const account = user ? await services.accounts.me(user.id) : undefined;
      return chat.start(request.body, {
        member:
          user && account
            ? {
                id: user.id,
                name: `${user.firstName} ${user.lastName}`.trim(),
                email: account.email,
              }
            : null,
        attribution: services.visits.readAttribution(request.cookies),
        team: services.visits.readTeam(request.cookies) ?? null,
        // Nobody online: an anonymous start becomes a lead, so it pays the lead forms' proof
        // of work (decision 127); a member is known already.
        beforeLead: user ? undefined : () => checkCaptcha(services, request, "chat"),
      });
    },
    { preHandler: writeGuards(context, endpoints.chatStart, { bucket: "chat" }) },
  );

  const guards = (route: Parameters<typeof writeGuards>[1]) => ({
    preHandler: writeGuards(context, route, { bucket: "admin-chat" }),
  });

  endpoint(app, endpoints.adminChat, async () => chat.inbox());
  endpoint(app, endpoints.adminChatSearch, async (request) => chat.search(request.query));
  endpoint(app, endpoints.adminChatAgents, async () => chat.agents());
  endpoint(app, endpoints.adminChatReplies, async () => chat.savedReplies());
  endpoint(app, endpoints.adminChatConversation, async (request) => {
    const found = await chat.conversation(request.params.id, request.query.before);
    if (!found) throw notFound();
    return found;
  });
  endpoint(
    app,
    endpoints.adminChatClaim,
    async (request) => written(await chat.claim(request.params.id, actor(request))).entry,
    guards(endpoints.adminChatClaim),
  );
  endpoint(
    app,
    endpoints.adminChatTransfer,
    async (request) =>
      written(await chat.transfer(request.params.id, request.body.assigneeId, actor(request)))
        .entry,
    guards(endpoints.adminChatTransfer),
  );
  endpoint(
    app,
    endpoints.adminChatReply,
    async (request) => {
      const body = cleanMessage(request.body.body);
      if (!body) throw new HttpError(400, "Empty message", "Write something first.");
      return written(
        await chat.reply(
          request.params.id,
          { body, clientId: request.body.clientId },
          actor(request),
        ),
      ).message;
    },
    guards(endpoints.adminChatReply),
  );
  endpoint(
    app,
    endpoints.adminChatClose,
    async (request) => written(await chat.close(request.params.id, actor(request))).entry,
    guards(endpoints.adminChatClose),
  );
  endpoint(
    app,
    endpoints.adminChatLead,
    async (request) => ({
      leadId: written(await chat.toLead(request.params.id, actor(request))).leadId,
    }),
    guards(endpoints.adminChatLead),
  );
  endpoint(
    app,
    endpoints.adminChatConcierge,
    async (request) => ({
      requestId: written(await chat.toConcierge(request.params.id, actor(request))).requestId,
    }),
    guards(endpoints.adminChatConcierge),
  );
}

import { type FastifyReply, type FastifyRequest, LogController } from "fastify";

/**
 * One log line a request, written when it is answered: its method, address, status and time
 * (issue 12). Fastify's default writes a second line as each request arrives, which said nothing
 * the last line does not and cost a cached answer a serialisation and a write of its own. Errors
 * and aborted streams are logged as Fastify logs them.
 */
export class OneLineARequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    reply.log.info(
      { req: request, res: reply, responseTime: reply.elapsedTime },
      "request completed",
    );
  }
}

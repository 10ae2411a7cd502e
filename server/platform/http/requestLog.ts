import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per answered request, where Fastify writes two (one as a request arrives, one as it is
 * answered, plus one for a missing route) and buries the start banner: method, path without its query
 * (a query may carry a one-time code), status and time; at info, or error with the error for a 5xx.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const { statusCode } = reply;
    const path = request.url.split('?', 1)[0];
    const line = `${request.method} ${path} ${statusCode} ${reply.elapsedTime.toFixed(1)} ms`;
    if (error || statusCode >= 500) reply.log.error({ err: error, statusCode }, line);
    else reply.log.info(line);
  }
}

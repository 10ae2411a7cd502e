import { Type } from '@sinclair/typebox';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';

/** Any parameter longer than this is refused; Google's own URLs stay far below it. */
const PARAM_MAX_LENGTH = 2048;
export const Param = Type.String({ maxLength: PARAM_MAX_LENGTH });
/** Every route is public: the stand-in plays a third party, which the host app's sign-in does not cover. */
export const PUBLIC = { access: { public: true } } as const;

/** A failure in this scope answers in the scope's own format, never the host app's JSON. */
export function answerFailuresWith(
  app: FastifyInstance,
  answer: (reply: FastifyReply, message: string) => FastifyReply,
) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.statusCode && error.statusCode < 500) {
      return answer(reply.status(error.statusCode), error.message);
    }
    request.log.error({ err: error }, 'Google stand-in failed');
    return answer(reply.status(500), 'The stand-in failed.');
  });
}

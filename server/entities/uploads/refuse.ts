import type { Said } from '../../../shared/serverMessages';
import { errorBody } from '../../platform/http/errors';

/** A tus refusal: a status and the error answer the browser's tus client shows (`{ message, message_id }`). */
export const refuse = (status_code: number, said: Said, more?: Record<string, unknown>) => ({
  status_code,
  body: JSON.stringify(errorBody(said, undefined, more)),
});

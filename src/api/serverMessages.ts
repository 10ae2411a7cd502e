/**
 * The API's messages in the person's language. Each refusal carries its English text and a catalogue
 * id with parameters (shared/serverMessages); the i18n provider has each language's texts under
 * `server.<id>`, loaded with the language. An id it does not know, or English, shows the English text.
 */
type Translate = (key: string, options?: Record<string, unknown>) => string;

// Set by the i18n provider when it is made (src/i18n): this module stays free of it, so the HTTP
// client that both providers use does not import the app's messages.
let translate: Translate | undefined;

export function translateServerMessagesWith(translator: Translate): void {
  translate = translator;
}

type Params = Record<string, unknown>;
const isObject = (value: unknown): value is Params => typeof value === 'object' && value !== null;

/** A message in the current language: by its id when known, else the English text it came with. */
export function serverText(id: unknown, params: unknown, english: string): string {
  if (!translate || typeof id !== 'string' || id === '') return english;
  return translate(`server.${id}`, { ...(isObject(params) ? params : {}), _: english });
}

/** A catalogue message as answers carry it beside their English (a failed job's `error_message`). */
export interface CatalogueMessage {
  id: string;
  params?: Record<string, string | number>;
}

/** Why a job failed, in the current language: its `error_message`, else its English `error`. */
export const jobErrorText = (job: { error?: string | null; error_message?: CatalogueMessage | null }) =>
  serverText(job.error_message?.id, job.error_message?.params, job.error ?? '');

/**
 * Puts a refusal's message and field reasons in the current language, in place: react-admin's
 * HttpError (`message`, `body`) as the HTTP client throws it, so every page that shows `message` or
 * `body.errors` (toasts, form fields) shows the translation. Anything else passes unchanged.
 */
export function translateApiError<T>(error: T): T {
  const body = (error as { body?: unknown } | undefined)?.body;
  if (!(error instanceof Error) || !isObject(body)) return error;
  if (typeof body.message === 'string') {
    body.message = serverText(body.message_id, body.message_params, body.message);
    error.message = body.message as string;
  }
  if (isObject(body.errors) && isObject(body.field_messages)) {
    const fields = body.field_messages;
    body.errors = Object.fromEntries(
      Object.entries(body.errors).map(([field, reason]) => {
        const said = fields[field];
        return [
          field,
          typeof reason === 'string' && isObject(said) ? serverText(said.id, said.params, reason) : reason,
        ];
      }),
    );
  }
  return error;
}

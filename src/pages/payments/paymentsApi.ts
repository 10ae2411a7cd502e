import type {
  AccountRequirement,
  FormRequest,
  PaymentSetting,
  PaymentSubmission,
} from '../../../shared/paymentSettings';
import { apiFetch } from '../../dataProvider/httpClient';

/** A refused payments call: the server's status, its message (if it sent one) and its field errors. */
export class PaymentApiError extends Error {
  constructor(
    readonly status: number | undefined,
    readonly serverMessage: string | undefined,
    readonly errors: Record<string, string>,
  ) {
    super(serverMessage ?? 'Payments call failed');
  }
}

/** Reads what the server said in a refusal (react-admin's HttpError keeps the JSON body). */
function refusal(error: unknown): PaymentApiError {
  const { status, body } = (error ?? {}) as { status?: unknown; body?: unknown };
  const json = (body && typeof body === 'object' ? body : {}) as { message?: unknown; errors?: unknown };
  const errors: Record<string, string> = {};
  if (json.errors && typeof json.errors === 'object') {
    for (const [key, message] of Object.entries(json.errors as Record<string, unknown>)) {
      if (typeof message === 'string') errors[key] = message;
    }
  }
  const message = typeof json.message === 'string' && json.message.trim() !== '' ? json.message : undefined;
  return new PaymentApiError(typeof status === 'number' ? status : undefined, message, errors);
}

async function call<T>(path: string, method: string, body?: unknown): Promise<T> {
  try {
    const { json } = await apiFetch(path, { method, body });
    return json as T;
  } catch (error) {
    throw refusal(error);
  }
}

/** The bank forms for a currency, or the provider's refresh of one form (`type` and `details`). */
export async function fetchPaymentForms(request: FormRequest): Promise<AccountRequirement[]> {
  const { result } = await call<{ result: AccountRequirement[] | null }>(
    '/payment/history/wise/dynamic/form',
    'POST',
    request,
  );
  return Array.isArray(result) ? result : [];
}

/** A rights holder's current payment setting, or null when none was set. */
export async function fetchPaymentSetting(rightsHolderId: string): Promise<PaymentSetting | null> {
  const { result } = await call<{ result: PaymentSetting | null }>(
    `/rights/holders/payment/${encodeURIComponent(rightsHolderId)}`,
    'PATCH',
  );
  return result ?? null;
}

/** Stores a payment setting: the stored setting and the server's message. */
export async function addPaymentSetting(
  submission: PaymentSubmission,
): Promise<{ result: PaymentSetting; message?: string }> {
  return call('/rights/holders/payment/add', 'POST', submission);
}

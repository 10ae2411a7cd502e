import { useMemo } from 'react';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';

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

const refused = (error: unknown): never => {
  throw refusal(error);
};

/** The dataProvider's payment calls, their refusals read as PaymentApiError. */
export function usePaymentCalls() {
  const dataProvider = useAppDataProvider();
  return useMemo(
    () => ({
      paymentForms: (...args: Parameters<typeof dataProvider.paymentForms>) =>
        dataProvider.paymentForms(...args).catch(refused),
      paymentSetting: (rightsHolderId: string) => dataProvider.paymentSetting(rightsHolderId).catch(refused),
      paymentSettingHistory: (...args: Parameters<typeof dataProvider.paymentSettingHistory>) =>
        dataProvider.paymentSettingHistory(...args).catch(refused),
      addPaymentSetting: (...args: Parameters<typeof dataProvider.addPaymentSetting>) =>
        dataProvider.addPaymentSetting(...args).catch(refused),
    }),
    [dataProvider],
  );
}

import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { RunPayment } from '../../dataProvider/calls/paymentRuns';

/**
 * The account a payment goes (or went) to: the payee's payment setting as it was when the run was
 * opened, its details masked as the payment setting page masks them, and whether it is still current.
 */
export function Account({
  payment,
}: {
  payment: Pick<RunPayment, 'payment_setting' | 'setting_is_current'>;
}) {
  const translate = useTranslate();
  const setting = payment.payment_setting;
  if (!setting) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.money.runs.no_account')}
      </Typography>
    );
  }
  const details = Object.values(setting.data.details ?? {})
    .filter(Boolean)
    .join(' · ');
  return (
    <Typography variant="body2" component="span">
      {[
        setting.form_title ?? translate(`app.payments.types.${setting.payment_type}`, { _: '' }),
        setting.currency,
      ]
        .filter(Boolean)
        .join(', ')}
      {setting.data.accountHolderName ? ` — ${setting.data.accountHolderName}` : ''}
      {details ? ` (${details})` : ''}
      {!payment.setting_is_current && (
        <Typography variant="caption" color="warning.main" component="span">
          {` — ${translate('app.money.runs.account_not_current')}`}
        </Typography>
      )}
    </Typography>
  );
}

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useDelete, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import {
  CLAIM_REASON_MAX_LENGTH,
  CLAIM_TRANSITIONS,
  canLeave,
  DISPUTE_RESPONSE_DAYS,
  APPEAL_RESPONSE_DAYS,
  type StatusChangeTransition,
} from '../../../shared/claims';
import { useCan } from '../../authProvider/useCan';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { ConfirmButton } from '../ConfirmButton';
import { useClaimText, type ClaimRow } from './ClaimFields';

const T = 'resources.assets/manual-claiming';

/** One decision on the row's claim, once confirmed (a status change, logged by the server). */
function DecisionButton({ name }: { name: StatusChangeTransition }) {
  const record = useRecordContext<ClaimRow>();
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record) return null;
  return (
    <ConfirmButton
      labelled
      label={`${T}.action.${name}`}
      color={name === 'approve' ? 'primary' : name === 'uphold' ? 'inherit' : 'error'}
      variant={name === 'approve' ? 'contained' : 'outlined'}
      title={`${T}.confirm.${name}`}
      content={`${T}.confirm.content`}
      values={{ title: record.video_title || record.video_id }}
      onConfirm={async () => {
        await dataProvider.changeClaimStatus(record.id, CLAIM_TRANSITIONS[name].to);
        notify(`${T}.done.${name}`, { type: 'success' });
        refresh();
      }}
    />
  );
}

function DeleteClaimButton() {
  const record = useRecordContext<ClaimRow>();
  const [remove] = useDelete();
  const notify = useNotify();
  if (!record) return null;
  return (
    <ConfirmButton
      labelled
      label={`${T}.action.delete`}
      color="error"
      title={`${T}.confirm.delete`}
      content={`${T}.confirm.content`}
      values={{ title: record.video_title || record.video_id }}
      onConfirm={async () => {
        await remove(
          'assets/manual-claiming',
          { id: record.id, previousData: record },
          { mutationMode: 'pessimistic', returnPromise: true },
        );
        notify(`${T}.done.delete`, { type: 'success' });
      }}
    />
  );
}

/**
 * The decisions the signed-in user may take on the row's claim now: those its state allows
 * (shared/claims CLAIM_TRANSITIONS) and its declared actions name; the server checks the row's owner.
 */
export function ClaimDecisions(_props: { label?: string | false }) {
  const record = useRecordContext<ClaimRow>();
  const mayDecide = useCan('assets/manual-claiming', 'decide') === true;
  const mayRespond = useCan('assets/manual-claiming', 'respond') === true;
  const mayDelete = useCan('assets/manual-claiming', 'delete') === true;
  if (!record) return null;
  const allowed = { decide: mayDecide, respond: mayRespond };
  const decisions = (['approve', 'uphold', 'release', 'takedown'] as const).filter(
    (name) => canLeave(name, record.status) && allowed[CLAIM_TRANSITIONS[name].by.action],
  );
  const deletable = mayDelete && canLeave('delete', record.status);
  if (decisions.length === 0 && !deletable) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {decisions.map((name) => (
        <DecisionButton key={name} name={name} />
      ))}
      {deletable && <DeleteClaimButton />}
    </Stack>
  );
}

/** Dispute (an active claim not disputed yet) or appeal (an upheld claim not appealed yet), with a reason. */
function ReasonButton({ kind }: { kind: 'dispute' | 'appeal' }) {
  const record = useRecordContext<ClaimRow>();
  const text = useClaimText();
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  if (!record) return null;
  const close = () => {
    setOpen(false);
    setReason('');
    setSending(false);
  };
  const send = async () => {
    setSending(true);
    try {
      if (kind === 'dispute') await dataProvider.disputeClaim(record.id, reason.trim());
      else await dataProvider.appealClaim(record.id, reason.trim());
      notify(
        text(`done.${kind}`, { days: kind === 'dispute' ? DISPUTE_RESPONSE_DAYS : APPEAL_RESPONSE_DAYS }),
        {
          type: 'success',
        },
      );
      close();
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
      setSending(false);
    }
  };
  return (
    <span onClick={(event) => event.stopPropagation()}>
      <Button size="small" variant="outlined" color="warning" onClick={() => setOpen(true)}>
        {text(`action.${kind}`)}
      </Button>
      {open && (
        <Dialog open onClose={close} fullWidth maxWidth="sm">
          <DialogTitle>
            {text(`reason.${kind}_title`, { title: record.video_title || record.video_id })}
          </DialogTitle>
          <DialogContent>
            <TextField
              autoFocus
              fullWidth
              multiline
              minRows={3}
              margin="normal"
              required
              label={text('reason.label')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              slotProps={{ htmlInput: { maxLength: CLAIM_REASON_MAX_LENGTH } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{translate('ra.action.cancel')}</Button>
            <Button variant="contained" color="warning" disabled={sending || !reason.trim()} onClick={send}>
              {text(`action.${kind}`)}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </span>
  );
}

/** What the uploader's side may do on a claim of its video: dispute it once, appeal an upheld one once. */
export function UploaderActions(_props: { label?: string | false }) {
  const record = useRecordContext<ClaimRow>();
  const mayDispute = useCan('assets/claim-video', 'dispute') === true;
  const mayAppeal = useCan('assets/claim-video', 'appeal') === true;
  if (!record) return null;
  if (mayDispute && canLeave('dispute', record.status) && !record.disputed_at)
    return <ReasonButton kind="dispute" />;
  if (mayAppeal && canLeave('appeal', record.status) && record.upheld_at && !record.appealed_at)
    return <ReasonButton kind="appeal" />;
  return null;
}

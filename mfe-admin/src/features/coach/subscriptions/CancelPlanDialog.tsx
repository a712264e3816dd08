import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { PLANS, type CoachSubscriberDto } from '@app/contracts';
import { isReasonTooLong, ReasonField } from '../../common/ReasonField';

interface Props {
  subscriber: CoachSubscriberDto;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Cancelling ends the plan at once, so it asks first; the reason (optional) is quoted in the subscriber's e-mail. */
export function CancelPlanDialog({ subscriber: s, busy, onConfirm, onClose }: Props) {
  const [reason, setReason] = useState('');
  const tooLong = isReasonTooLong(reason);
  return (
    <Dialog open onClose={onClose} aria-labelledby="cancel-plan-title" fullWidth maxWidth="sm">
      <DialogTitle id="cancel-plan-title">{`Cancel ${s.customerName}'s plan?`}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {`The ${PLANS[s.planType]?.name ?? s.planType} plan ends now: no more questions or video requests. ` +
            `${s.customerName} is e-mailed, with your reason if you give one.`}
        </DialogContentText>
        <ReasonField label="Reason (optional)" value={reason} onChange={setReason} hint="The subscriber reads this." />
      </DialogContent>
      <DialogActions>
        {/* The safe choice has the focus, so Enter never cancels a plan by accident. */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
        <Button onClick={onClose} autoFocus>
          Keep plan
        </Button>
        <Button color="error" variant="contained" disabled={busy || tooLong} onClick={() => onConfirm(reason)}>
          Cancel plan
        </Button>
      </DialogActions>
    </Dialog>
  );
}

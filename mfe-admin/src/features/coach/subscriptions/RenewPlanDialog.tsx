import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  COACH_SUBSCRIPTION_MESSAGES,
  formatDollars,
  OFFERED_PAYMENT_METHODS,
  paymentMethodLabel,
  PLANS,
  type CanonicalPaymentMethod,
  type CoachSubscriberDto,
} from '@app/contracts';
import { formatShortDate } from '../../common/formatDates';
import { renewedUntil } from './subscriberText';

const NOTE_MAX = 500;

export interface RenewalChoice {
  paymentMethod: CanonicalPaymentMethod;
  note: string;
}

interface Props {
  subscriber: CoachSubscriberDto;
  busy: boolean;
  onConfirm: (choice: RenewalChoice) => void;
  onClose: () => void;
}

/**
 * Recording a month's payment: the dialog says what it will do before it does it — the amount and the new
 * paid-through date (an early payment extends from the current end, a late one from today).
 */
export function RenewPlanDialog({ subscriber: s, busy, onConfirm, onClose }: Props) {
  const [paymentMethod, setPaymentMethod] = useState<CanonicalPaymentMethod>(s.paymentMethod ?? 'zelle');
  const [note, setNote] = useState('');
  const tooLong = note.trim().length > NOTE_MAX;
  const until = formatShortDate(renewedUntil(s, new Date()).toISOString());
  return (
    <Dialog open onClose={onClose} aria-labelledby="renew-plan-title" fullWidth maxWidth="sm">
      <DialogTitle id="renew-plan-title">{`Record ${s.customerName}'s renewal?`}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {`${formatDollars(s.price)} received for ${PLANS[s.planType]?.name ?? s.planType}: ` +
            (s.standing === 'lapsed'
              ? `it lapsed ${formatShortDate(s.expiresAt)}, so the new month runs from today to ${until}. `
              : `paid through ${formatShortDate(s.expiresAt)} becomes ${until}. `) +
            `${s.customerName} is e-mailed a receipt.`}
        </DialogContentText>
        <TextField
          select
          label="Paid by"
          value={paymentMethod}
          onChange={(e) => setPaymentMethod(e.target.value as CanonicalPaymentMethod)}
          fullWidth
          margin="normal"
        >
          {OFFERED_PAYMENT_METHODS.map((m) => (
            <MenuItem key={m} value={m}>
              {paymentMethodLabel(m)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Note (optional)"
          value={note}
          onChange={(e) => setNote(e.target.value)}
          fullWidth
          margin="normal"
          error={tooLong}
          helperText={tooLong ? COACH_SUBSCRIPTION_MESSAGES.noteTooLong : 'Kept in the plan history; not e-mailed.'}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Back</Button>
        <Button variant="contained" disabled={busy || tooLong} onClick={() => onConfirm({ paymentMethod, note })}>
          Record renewal
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { PLANS, type SubscriptionDto } from '@app/contracts';
import { termEndDate } from './termEndDate';
import { errorText } from '@app/web-kit';

interface Props {
  subscription: SubscriptionDto;
  open: boolean;
  pending: boolean;
  error: unknown;
  onClose: () => void;
  onConfirm: () => void;
}

/**
 * Cancelling cannot be undone from here (a new plan can be started), so it says what happens and asks first: a paid
 * plan runs to the end of its term and does not renew (the terms' promise), an unpaid one ends now.
 */
export function CancelPlanDialog({ subscription, open, pending, error, onClose, onConfirm }: Props) {
  const plan = PLANS[subscription.planType];
  const unpaid = subscription.status === 'pending_payment';
  const until = termEndDate(subscription.expiresAt);
  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} aria-labelledby="cancel-plan-title">
      <DialogTitle id="cancel-plan-title">Cancel your {plan.name} plan?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {unpaid
            ? 'Nothing has been paid for it yet: it ends now, and nothing will be due.'
            : `It stays active until ${until}: your questions are welcome until then. It will not renew, and nothing more is due.`}{' '}
          Your conversation so far stays here, and we will e-mail you a confirmation.
        </DialogContentText>
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorText(error, 'Your plan could not be cancelled. Please try again.')}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          Keep my plan
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={pending}>
          {pending ? 'Cancelling...' : 'Yes, cancel it'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PLANS, SUBSCRIPTION_START_MESSAGES } from '@app/contracts';
import type { SubscriptionStart } from './useStartSubscription';

interface Props {
  started: SubscriptionStart;
  /** Back to the plan cards (another plan, or another address). */
  onDone: () => void;
}

/**
 * After "Start Subscription": the next step is in the inbox. The page says the same whatever the address already
 * had (DESIGN §3): for a new plan the e-mail carries its card payment link (paid, it activates at once) and the
 * other ways to pay; for a plan the address already has, how to pay it or open it.
 */
export function PlanStartedNotice({ started, onDone }: Props) {
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', mt: 4, display: 'grid', gap: 2 }} data-testid="plan-started">
      <Alert severity="success" role="status" sx={{ overflowWrap: 'anywhere', '& .MuiAlert-message': { minWidth: 0 } }}>
        <AlertTitle>{SUBSCRIPTION_START_MESSAGES.acceptedTitle}</AlertTitle>
        {PLANS[started.planType].name}: {SUBSCRIPTION_START_MESSAGES.sentTo(started.email)}{' '}
        {SUBSCRIPTION_START_MESSAGES.accepted}
      </Alert>
      <Typography color="text.secondary">
        Nothing in your inbox after a few minutes? Check the spam folder, or make sure the address is right.
      </Typography>
      <Box>
        <Button onClick={onDone}>Back to Plans</Button>
      </Box>
    </Box>
  );
}

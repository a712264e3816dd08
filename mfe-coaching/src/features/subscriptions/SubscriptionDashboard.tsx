import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PLANS, SUBSCRIBER_ACCESS_MESSAGES, SUBSCRIPTION_MESSAGES, type SubscriptionStatus } from '@app/contracts';
import { useOfferedVideoPlatforms } from '../booking-shared/useOfferedVideoPlatforms';
import { AskCoachBox } from './AskCoachBox';
import { CancelPlanDialog } from './CancelPlanDialog';
import { ConversationList } from './ConversationList';
import { pickSubscription } from './pickSubscription';
import { PlanPayment } from './PlanPayment';
import { useCancelPlanMutation, useGetMySubscriptionsQuery } from './subscriptionsApi';
import { termEndDate } from './termEndDate';

const STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: 'Active',
  pending_payment: 'Pending payment',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

function Stat({ label, value, wide = false }: { label: string; value: string; wide?: boolean }) {
  return (
    <Card variant="outlined" sx={{ textAlign: 'center', gridColumn: wide ? { xs: '1 / -1', sm: 'auto' } : undefined }}>
      <CardContent>
        <Typography
          variant="h4"
          component="p"
          color="primary"
          sx={{ fontWeight: 700, fontSize: { xs: '1.5rem', sm: '2.125rem' } }}
        >
          {value}
        </Typography>
        <Typography color="text.secondary">{label}</Typography>
      </CardContent>
    </Card>
  );
}

/** Why there is no question box: only an active plan can ask (the server refuses the others). */
const CLOSED_BOX_TEXT: Record<Exclude<SubscriptionStatus, 'active' | 'pending_payment'>, string> = {
  expired: SUBSCRIPTION_MESSAGES.expired,
  cancelled: SUBSCRIPTION_MESSAGES.cancelled,
};

interface Props {
  /** Sign out: the page ends the session (cookie and server row). */
  onSignOut: () => void;
  signingOut?: boolean;
}

/**
 * SPEC §2 dashboard: plan and status badges, today's and this month's allowances, the coach box, the conversation.
 * A plan waiting for payment shows how to pay instead of a question box that could only fail.
 */
export function SubscriptionDashboard({ onSignOut, signingOut = false }: Props) {
  const { data, isLoading, refetch } = useGetMySubscriptionsQuery(undefined, { refetchOnMountOrArgChange: true });
  const subscription = data ? pickSubscription(data.subscriptions) : undefined;
  // A video session is a call in the coach's meeting room: with none configured it is neither offered nor counted.
  const videoCalls = useOfferedVideoPlatforms().length > 0;
  const [confirming, setConfirming] = useState(false);
  const [cancelPlan, cancelling] = useCancelPlanMutation();

  if (isLoading) return <Skeleton variant="rounded" height={320} aria-label="Loading your subscription" />;
  if (!subscription) {
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" onClick={onSignOut}>
            Back to Plans
          </Button>
        }
      >
        {data ? SUBSCRIBER_ACCESS_MESSAGES.noSubscriptions : SUBSCRIBER_ACCESS_MESSAGES.signInRequired}
      </Alert>
    );
  }

  const plan = PLANS[subscription.planType];
  const active = subscription.status === 'active';
  const videos = videoCalls && subscription.videosAllowedPerMonth > 0;
  const endsAtTermEnd = subscription.endsAtTermEnd === true;
  const cancellable = (active && !endsAtTermEnd) || subscription.status === 'pending_payment';
  return (
    <Card variant="outlined" data-testid="subscription-dashboard">
      <CardContent sx={{ p: { xs: 2, sm: 4 }, display: 'grid', gap: 3 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Typography variant="h5" component="h2" sx={{ mr: 'auto' }}>
            Welcome, {subscription.customerName}
          </Typography>
          <Chip label={plan?.name ?? subscription.planType} color="primary" data-testid="plan-badge" />
          <Chip
            label={STATUS_LABELS[subscription.status] ?? subscription.status}
            color={active ? 'success' : 'error'}
            data-testid="status-badge"
          />
        </Box>
        {subscription.status === 'pending_payment' ? (
          <>
            <PlanPayment subscription={subscription} onPaid={() => void refetch()} />
            <Typography color="text.secondary" data-testid="plan-allowances">
              Once active: {subscription.questionsAllowedPerDay} questions a day
              {videos ? ` and ${subscription.videosAllowedPerMonth} personal video sessions a month` : ''}.
            </Typography>
          </>
        ) : (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: videos ? { xs: '1fr 1fr', sm: '1fr 1fr 1fr' } : { xs: '1fr', sm: '1fr 1fr' },
            }}
          >
            <Stat
              label="Questions Today"
              value={`${subscription.questionsUsedToday}/${subscription.questionsAllowedPerDay}`}
            />
            {videos && (
              <Stat
                label="Videos This Month"
                value={`${subscription.videosThisMonth}/${subscription.videosAllowedPerMonth}`}
              />
            )}
            {subscription.status !== 'cancelled' && (
              <Stat
                label={active && !endsAtTermEnd ? 'Renews' : 'Term ends'}
                value={termEndDate(subscription.expiresAt)}
                wide={videos}
              />
            )}
          </Box>
        )}
        {endsAtTermEnd && (
          <Alert severity="info" data-testid="ends-at-term-end">
            You cancelled this plan. It stays active until {termEndDate(subscription.expiresAt)} and will not renew.
          </Alert>
        )}
        <Divider />
        {active ? (
          <AskCoachBox
            subscriptionId={subscription.id}
            remainingToday={subscription.questionsAllowedPerDay - subscription.questionsUsedToday}
            videosLeft={videos ? subscription.videosAllowedPerMonth - subscription.videosThisMonth : null}
          />
        ) : (
          (subscription.status === 'expired' || subscription.status === 'cancelled') && (
            <Alert severity="warning">{CLOSED_BOX_TEXT[subscription.status]}</Alert>
          )
        )}
        {subscription.status !== 'pending_payment' && <Divider />}
        <ConversationList
          subscriptionId={subscription.id}
          canAsk={active}
          ended={subscription.status === 'cancelled' || subscription.status === 'expired'}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            Signed in as {data?.email ?? subscription.customerEmail}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {cancellable && (
              <Button color="error" onClick={() => setConfirming(true)}>
                Cancel plan
              </Button>
            )}
            <Button variant="outlined" onClick={onSignOut} disabled={signingOut}>
              {signingOut ? 'Signing out...' : 'Sign out'}
            </Button>
          </Box>
        </Box>
      </CardContent>
      <CancelPlanDialog
        subscription={subscription}
        open={confirming && cancellable}
        pending={cancelling.isLoading}
        error={cancelling.error}
        onClose={() => {
          setConfirming(false);
          cancelling.reset();
        }}
        onConfirm={() => {
          void cancelPlan(subscription.id)
            .unwrap()
            .then(() => setConfirming(false))
            .catch(() => undefined);
        }}
      />
    </Card>
  );
}

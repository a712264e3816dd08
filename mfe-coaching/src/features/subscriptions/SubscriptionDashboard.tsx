import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { PLANS, SUBSCRIBER_ACCESS_MESSAGES, SUBSCRIPTION_MESSAGES, type SubscriptionStatus } from '@app/contracts';
import { AskCoachBox } from './AskCoachBox';
import { ConversationList } from './ConversationList';
import { pickSubscription } from './paymentInstructions';
import { PlanPayment } from './PlanPayment';
import { useGetMySubscriptionsQuery } from './subscriptionsApi';

const STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: 'Active',
  pending_payment: 'Pending payment',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

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
  /** The plan was just started with "Zelle QR Code": open its QR dialog. */
  zelleQrInitiallyOpen?: boolean;
}

/**
 * SPEC §2 dashboard: plan and status badges, today's and this month's allowances, the coach box, the conversation.
 * A plan waiting for payment shows how to pay instead of a question box that could only fail.
 */
export function SubscriptionDashboard({ onSignOut, signingOut = false, zelleQrInitiallyOpen = false }: Props) {
  const { data, isLoading, refetch } = useGetMySubscriptionsQuery(undefined, { refetchOnMountOrArgChange: true });
  const subscription = data ? pickSubscription(data.subscriptions) : undefined;

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
  return (
    <Card variant="outlined" data-testid="subscription-dashboard">
      <CardContent sx={{ p: { xs: 2, sm: 4 }, display: 'grid', gap: 3 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Typography variant="h5" component="h2" sx={{ mr: 'auto' }}>
            Welcome back, {subscription.customerName}
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
            <PlanPayment
              subscription={subscription}
              zelleQrInitiallyOpen={zelleQrInitiallyOpen}
              onPaid={() => void refetch()}
            />
            <Typography color="text.secondary" data-testid="plan-allowances">
              Once active: {subscription.questionsAllowedPerDay} questions a day
              {subscription.videosAllowedPerMonth > 0
                ? ` and ${subscription.videosAllowedPerMonth} personal video sessions a month`
                : ''}
              .
            </Typography>
          </>
        ) : (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr 1fr' } }}>
            <Stat
              label="Questions Today"
              value={`${subscription.questionsUsedToday}/${subscription.questionsAllowedPerDay}`}
            />
            <Stat
              label="Videos This Month"
              value={`${subscription.videosThisMonth}/${subscription.videosAllowedPerMonth}`}
            />
            <Stat
              label={active ? 'Renews' : 'Term ends'}
              value={dateFormat.format(new Date(subscription.expiresAt))}
              wide
            />
          </Box>
        )}
        <Divider />
        {active ? (
          <AskCoachBox
            subscriptionId={subscription.id}
            remainingToday={subscription.questionsAllowedPerDay - subscription.questionsUsedToday}
            videosLeft={
              subscription.videosAllowedPerMonth > 0
                ? subscription.videosAllowedPerMonth - subscription.videosThisMonth
                : null
            }
          />
        ) : (
          (subscription.status === 'expired' || subscription.status === 'cancelled') && (
            <Alert severity="warning">{CLOSED_BOX_TEXT[subscription.status]}</Alert>
          )
        )}
        {subscription.status !== 'pending_payment' && <Divider />}
        <ConversationList subscriptionId={subscription.id} canAsk={active} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            Signed in as {data?.email ?? subscription.customerEmail}
          </Typography>
          <Button variant="outlined" onClick={onSignOut} disabled={signingOut}>
            {signingOut ? 'Signing out...' : 'Sign out'}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}

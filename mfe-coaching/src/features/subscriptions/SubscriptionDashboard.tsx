import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { PLANS, SUBSCRIPTION_MESSAGES, formatDollars, type SubscriptionStatus } from '@app/contracts';
import { useBrandSettings } from '@app/web-kit';
import { AskCoachBox } from './AskCoachBox';
import { ConversationList } from './ConversationList';
import { paymentInstructions, pickSubscription } from './paymentInstructions';
import { useLookupSubscriptionsQuery } from './subscriptionsApi';

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
        <Typography variant="h4" component="p" color="primary" sx={{ fontWeight: 700, fontSize: { xs: '1.5rem', sm: '2.125rem' } }}>
          {value}
        </Typography>
        <Typography color="text.secondary">{label}</Typography>
      </CardContent>
    </Card>
  );
}

/** SPEC §2 dashboard: plan and status badges, today's and this month's allowances, the coach box, the conversation. */
export function SubscriptionDashboard({ email, onLeave }: { email: string; onLeave: () => void }) {
  const { data, isLoading } = useLookupSubscriptionsQuery(email, { refetchOnMountOrArgChange: true });
  const brand = useBrandSettings('coaching');
  const subscription = data ? pickSubscription(data) : undefined;

  if (isLoading) return <Skeleton variant="rounded" height={320} aria-label="Loading your subscription" />;
  if (!subscription) {
    return (
      <Alert severity="warning" action={<Button color="inherit" onClick={onLeave}>Back to Plans</Button>}>
        {SUBSCRIPTION_MESSAGES.notFound}
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
        {!active && subscription.status === 'pending_payment' && (
          <Alert severity="info">
            {SUBSCRIPTION_MESSAGES.activatesOnPayment} {paymentInstructions(subscription.paymentMethod, brand)} (
            {formatDollars(subscription.price)}/month).
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr 1fr' } }}>
          <Stat label="Questions Today" value={`${subscription.questionsUsedToday}/${subscription.questionsAllowedPerDay}`} />
          <Stat label="Videos This Month" value={`${subscription.videosThisMonth}/${subscription.videosAllowedPerMonth}`} />
          <Stat label={active ? 'Renews' : 'Term ends'} value={dateFormat.format(new Date(subscription.expiresAt))} wide />
        </Box>
        <Divider />
        <AskCoachBox
          subscriptionId={subscription.id}
          remainingToday={subscription.questionsAllowedPerDay - subscription.questionsUsedToday}
        />
        <Divider />
        <ConversationList subscriptionId={subscription.id} />
        <Box>
          <Button onClick={onLeave}>Use a different e-mail</Button>
        </Box>
      </CardContent>
    </Card>
  );
}

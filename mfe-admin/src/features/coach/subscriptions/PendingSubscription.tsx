import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PLANS, formatDollars, paymentMethodLabel, type SubscriptionDto } from '@app/contracts';
import { formatShortDate } from '../../common/formatDates';
import { useResultToast } from '../../common/useResultToast';
import { COACH_MESSAGES } from '../coachMessages';
import { useMarkSubscriptionPaidMutation } from './coachSubscriptionsApi';

export function PendingSubscription({ subscription: s }: { subscription: SubscriptionDto }) {
  const [markPaid, { isLoading }] = useMarkSubscriptionPaidMutation();
  const withToast = useResultToast();
  const activate = () =>
    void withToast(markPaid(s.id), {
      success: COACH_MESSAGES.subscriptionActivated,
      successDetail: COACH_MESSAGES.subscriptionActivatedDetail(s.customerName),
      failure: COACH_MESSAGES.subscriptionFailed,
    });
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }} data-testid="subscription-row">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <div>
          <Typography sx={{ fontWeight: 600 }}>{s.customerName}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {s.customerEmail}
            {s.customerPhone ? ` · ${s.customerPhone}` : ''}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
            <Chip size="small" color="primary" label={PLANS[s.planType]?.name ?? s.planType} />
            <Chip size="small" variant="outlined" label={`${formatDollars(s.price)}/month`} />
            <Chip
              size="small"
              variant="outlined"
              label={s.paymentMethod ? paymentMethodLabel(s.paymentMethod) : 'Method not chosen'}
            />
            <Chip size="small" variant="outlined" label={`Since ${formatShortDate(s.createdAt)}`} />
          </Stack>
        </div>
        <Button
          variant="contained"
          size="small"
          disabled={isLoading}
          onClick={activate}
          aria-label={`Mark paid: subscription of ${s.customerName}`}
        >
          Mark paid
        </Button>
      </Stack>
    </Paper>
  );
}

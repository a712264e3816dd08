import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDollars, paymentMethodLabel, PLANS, type CoachSubscriberDto } from '@app/contracts';
import { SubscriberActions } from './SubscriberActions';
import { SubscriberHistory } from './SubscriberHistory';
import { allowanceLine, STANDING_CHIP, termLine } from './subscriberText';

/** One plan, compact: who, which plan and standing, the date that matters, allowances used, and what to do. */
export function SubscriberCard({ subscriber: s }: { subscriber: CoachSubscriberDto }) {
  const standing = STANDING_CHIP[s.standing];
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, minWidth: 0 }} data-testid="subscriber-card">
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {s.customerName}
        </Typography>
        <Chip size="small" color={standing.color} label={standing.label} />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {s.customerEmail}
        {s.customerPhone ? ` · ${s.customerPhone}` : ''}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {`${PLANS[s.planType]?.name ?? s.planType} · ${formatDollars(s.price)}/month · ` +
          (s.paymentMethod ? paymentMethodLabel(s.paymentMethod) : 'Method not chosen')}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {termLine(s)}
      </Typography>
      {s.standing === 'active' && (
        <Typography variant="body2" color="text.secondary">
          {allowanceLine(s)}
        </Typography>
      )}
      <SubscriberActions subscriber={s} />
      <SubscriberHistory history={s.history} name={s.customerName} />
    </Paper>
  );
}

import { useState } from 'react';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import {
  formatDollars,
  paymentMethodLabel,
  type SubscriptionAction,
  type SubscriptionActor,
  type SubscriptionHistoryEntryDto,
} from '@app/contracts';
import { formatEtDateTime, formatShortDate } from '../../common/formatDates';

const ACTION_LABELS: Record<SubscriptionAction, string> = {
  activated: 'First payment',
  renewed: 'Renewal',
  cancelled: 'Cancelled',
};
const ACTOR_LABELS: Record<SubscriptionActor, string> = {
  coach: 'by you',
  subscriber: 'by the subscriber',
  system: 'recorded',
};

/** "Renewal by you · $22.00 · Venmo · paid through Aug 10, 2026 · “Paid early”". */
function historyLine(h: SubscriptionHistoryEntryDto): string {
  return [
    `${ACTION_LABELS[h.action]} ${ACTOR_LABELS[h.actor]}`,
    h.amountCents !== null ? formatDollars(h.amountCents) : null,
    h.paymentMethod ? paymentMethodLabel(h.paymentMethod) : null,
    h.paidThrough ? `paid through ${formatShortDate(h.paidThrough)}` : null,
    h.detail ? `“${h.detail}”` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** A plan's history (what, when, who), folded away so the card stays compact. */
export function SubscriberHistory({ history, name }: { history: SubscriptionHistoryEntryDto[]; name: string }) {
  const [open, setOpen] = useState(false);
  if (history.length === 0) return null;
  return (
    <>
      <Button size="small" onClick={() => setOpen((o) => !o)} aria-expanded={open} sx={{ mt: 1, px: 0.5 }}>
        {open ? 'Hide history' : `History (${history.length})`}
      </Button>
      <Collapse in={open} unmountOnExit>
        <ul style={{ margin: 0, paddingLeft: 18 }} aria-label={`History of ${name}'s plan`}>
          {history.map((h, i) => (
            <Typography key={`${h.at}-${i}`} component="li" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              <Typography component="span" variant="body2" color="text.secondary">
                {`${formatEtDateTime(h.at)}: `}
              </Typography>
              {historyLine(h)}
            </Typography>
          ))}
        </ul>
      </Collapse>
    </>
  );
}

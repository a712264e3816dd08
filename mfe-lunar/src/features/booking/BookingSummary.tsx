import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import {
  formatDollars,
  formatLongDate,
  type CouponQuoteDto,
  type PsychicServiceDto,
  type TimeSlotDto,
} from '@app/contracts';
import { useVisitorSlotTime } from '@app/web-kit';
import { durationLabel } from '../services/psychicServicesApi';

/** What is about to be booked, so the visitor can check it before pressing the button. */
interface Props {
  service?: PsychicServiceDto;
  slot?: TimeSlotDto;
  /** The server's price with the visitor's code (issue 33 item 4). */
  quote?: CouponQuoteDto | null;
}

export function BookingSummary({ service, slot, quote }: Props) {
  const local = useVisitorSlotTime(slot?.startTime);
  // An amount never breaks between its sign and its digits ("−" on one line, "$5" on the next at 375 px).
  const row = (label: string, value: string, testId: string, amount = false) => (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography
        sx={{ fontWeight: 600, textAlign: 'right', ...(amount && { whiteSpace: 'nowrap' }) }}
        data-testid={testId}
      >
        {value}
      </Typography>
    </Box>
  );
  return (
    <Box
      aria-label="Booking summary"
      role="region"
      sx={{
        p: 2,
        borderRadius: '16px',
        border: 1,
        borderColor: (t) => alpha(t.palette.secondary.main, 0.4),
        bgcolor: (t) => alpha(t.palette.secondary.main, 0.06),
        display: 'grid',
        gap: 0.75,
      }}
    >
      {row(
        'Reading',
        service ? `${service.name} (${durationLabel(service.duration)})` : 'Choose a reading above',
        'summary-service',
      )}
      {row(
        'When',
        slot
          ? `${formatLongDate(slot.date)}, ${slot.time} ET${local ? ` · ${local} your time` : ''}`
          : 'Please select a date and time',
        'summary-time',
      )}
      {service && row('Price', formatDollars(quote?.priceCents ?? service.price), 'summary-price')}
      {service && quote && quote.discountCents > 0 && (
        <>
          {row(
            `Discount (${quote.code}, ${quote.description})`,
            `−${formatDollars(quote.discountCents)}`,
            'summary-discount',
            true,
          )}
          {row('Total', formatDollars(quote.totalCents), 'summary-total', true)}
        </>
      )}
    </Box>
  );
}

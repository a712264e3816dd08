import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatDollars,
  formatSessionWhen,
  formatSessionWhenLocal,
  paymentMethodLabel,
  type CoachBookingDetailDto,
  type CoachBookingDto,
} from '@app/contracts';
import { zoneCity } from '@app/web-kit';
import { formatEtDateTime } from '../../common/formatDates';
import { BookingChips } from './BookingChips';
import { BookingHistory } from './BookingHistory';
import { DetailSection } from './DetailSection';
import { deliveryText } from './bookingText';
import { etTime } from './agendaDates';

/** The console's chat tab opens this session (the chat tab reads `session`). */
export const chatLink = (sessionId: string) => `/coach?tab=chats&session=${encodeURIComponent(sessionId)}`;

/** The customer's own clock, when their browser told us a zone that differs from Eastern. */
function customerTime(b: CoachBookingDto): string {
  if (!b.timeZone) return 'Customer’s time zone unknown';
  const local = formatSessionWhenLocal(new Date(b.startTime), b.timeZone);
  return local ? `Customer: ${local}` : `Customer is on Eastern Time too (${zoneCity(b.timeZone)})`;
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

interface Props {
  booking: CoachBookingDto | CoachBookingDetailDto;
  brandName: string;
}

/** Everything about one booking the coach needs before the session or a call: the answer to "who, when, how". */
export function BookingDetailBody({ booking: b, brandName }: Props) {
  const history = 'history' in b ? b.history : undefined;
  return (
    <Stack>
      <DetailSection title="Session">
        <Typography sx={{ fontWeight: 600 }}>{b.serviceName}</Typography>
        <Typography variant="body2" color="text.secondary">
          {brandName}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {deliveryText(b)}
        </Typography>
        {b.chatSessionId && (
          <Link component={RouterLink} to={chatLink(b.chatSessionId)} variant="body2">
            Open this booking’s chat
          </Link>
        )}
      </DetailSection>
      <DetailSection title="When">
        <Typography>{formatSessionWhen(new Date(b.startTime))}</Typography>
        <Typography variant="body2" color="text.secondary">
          {etTime(b.startTime)} – {etTime(b.endTime)} ET
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="customer-time">
          {customerTime(b)}
        </Typography>
      </DetailSection>
      <DetailSection title="Contact">
        <Typography sx={{ fontWeight: 600 }}>{b.fullName}</Typography>
        <Link href={`mailto:${b.email}`} variant="body2" sx={{ display: 'block', wordBreak: 'break-all' }}>
          {b.email}
        </Link>
        {b.phone && (
          <Link href={telHref(b.phone)} variant="body2" sx={{ display: 'block' }}>
            {b.phone}
          </Link>
        )}
        {b.contactInfo && b.contactInfo !== b.email && (
          <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
            {b.contactInfo}
          </Typography>
        )}
      </DetailSection>
      {b.specialRequests && (
        <DetailSection title="Special requests">
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {b.specialRequests}
          </Typography>
        </DetailSection>
      )}
      <DetailSection title="Payment">
        <Typography variant="body2" sx={{ mb: 0.5 }}>
          {`${formatDollars(b.amount)} · ${b.paymentMethod ? paymentMethodLabel(b.paymentMethod) : 'Method not chosen'}`}
        </Typography>
        <BookingChips booking={b} paymentOnly />
        {b.paymentReportedAt && b.paymentStatus === 'awaiting' && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} data-testid="payment-reported">
            Customer reports payment sent ({formatEtDateTime(b.paymentReportedAt)})
          </Typography>
        )}
        {b.refundOwedCents > 0 && (
          <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
            {formatDollars(b.refundOwedCents)} to send back to the customer
          </Typography>
        )}
      </DetailSection>
      {b.cancelReason && (
        <DetailSection title="Cancellation reason">
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {b.cancelReason}
          </Typography>
        </DetailSection>
      )}
      <DetailSection title="History">
        <BookingHistory history={history} />
      </DetailSection>
    </Stack>
  );
}

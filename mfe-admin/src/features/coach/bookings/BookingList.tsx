import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDollars, paymentMethodLabel, type BookingDto } from '@app/contracts';
import { useIsWide } from '../../common/useIsWide';
import { formatSessionStart } from '../../common/formatDates';
import { visuallyHidden } from '@app/web-kit';
import { PaymentStatusChip } from './PaymentStatusChip';
import { MarkBookingPaidButton } from './MarkBookingPaidButton';
import { deliveryText } from './bookingText';
import { BookingClient } from './BookingClient';

const canMarkPaid = (b: BookingDto) => b.paymentStatus === 'awaiting' && b.status === 'confirmed';
const payment = (b: BookingDto) =>
  `${formatDollars(b.amount)} · ${b.paymentMethod ? paymentMethodLabel(b.paymentMethod) : 'Not chosen'}`;

/** "Payment Sent" pressed in the Zelle dialog: the customer's word, shown until the coach marks the booking paid. */
function ReportedSent({ booking }: { booking: BookingDto }) {
  if (!booking.paymentReportedAt || booking.paymentStatus !== 'awaiting') return null;
  return (
    <Typography variant="body2" color="text.secondary" data-testid="payment-reported">
      Customer reports payment sent
    </Typography>
  );
}

export function BookingList({ bookings }: { bookings: readonly BookingDto[] }) {
  const wide = useIsWide();
  if (!wide) {
    return (
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Upcoming bookings">
        {bookings.map((b) => (
          <Paper component="li" key={b.id} variant="outlined" sx={{ p: 2 }} data-testid="booking-row">
            <Typography variant="subtitle2" color="primary">
              {formatSessionStart(b.startTime)}
            </Typography>
            <Typography sx={{ fontWeight: 600, mt: 0.5 }}>{b.serviceName}</Typography>
            <BookingClient booking={b} />
            <Typography variant="body2" sx={{ mt: 1 }}>
              {deliveryText(b)}
            </Typography>
            <Typography variant="body2">{payment(b)}</Typography>
            <ReportedSent booking={b} />
            <Stack direction="row" spacing={1} sx={{ mt: 1.5, alignItems: 'center', justifyContent: 'space-between' }}>
              <PaymentStatusChip paymentStatus={b.paymentStatus} status={b.status} />
              {canMarkPaid(b) && <MarkBookingPaidButton booking={b} />}
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Upcoming bookings">
        <TableHead>
          <TableRow>
            <TableCell>When</TableCell>
            <TableCell>Client</TableCell>
            <TableCell>Service</TableCell>
            <TableCell>Payment</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">
              <Box component="span" sx={visuallyHidden}>
                Actions
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {bookings.map((b) => (
            <TableRow key={b.id} data-testid="booking-row">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatSessionStart(b.startTime)}</TableCell>
              <TableCell>
                <BookingClient booking={b} />
              </TableCell>
              <TableCell>
                {b.serviceName}
                <Typography variant="body2" color="text.secondary">
                  {deliveryText(b)}
                </Typography>
              </TableCell>
              <TableCell>
                {payment(b)}
                <ReportedSent booking={b} />
              </TableCell>
              <TableCell>
                <PaymentStatusChip paymentStatus={b.paymentStatus} status={b.status} />
              </TableCell>
              <TableCell align="right">{canMarkPaid(b) && <MarkBookingPaidButton booking={b} />}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

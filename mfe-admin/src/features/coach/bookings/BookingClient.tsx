import Typography from '@mui/material/Typography';
import type { BookingDto } from '@app/contracts';

export function BookingClient({ booking }: { booking: BookingDto }) {
  return (
    <>
      <Typography sx={{ fontWeight: 600 }}>{booking.fullName}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
        {booking.email}
        {booking.phone ? ` · ${booking.phone}` : ''}
      </Typography>
    </>
  );
}

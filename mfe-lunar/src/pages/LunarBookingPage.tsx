import { useState } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useBrandSettings } from '@app/web-kit';
import { withStore } from '../app/withStore';
import { BookingConfirmation } from '../features/booking/BookingConfirmation';
import { LunarBookingForm, type BookedReading } from '../features/booking/LunarBookingForm';
import { LunarPageFrame } from '../features/layout/LunarPageFrame';
import { MoonGlyph } from '../features/motifs/MoonGlyph';

/** /lunar-booking (SPEC §2): header, the reading / time / details flow, then the confirmation. */
function LunarBookingPage() {
  const brand = useBrandSettings('lunar');
  const [booked, setBooked] = useState<BookedReading | null>(null);
  return (
    <LunarPageFrame>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Box component="header" sx={{ textAlign: 'center', mb: { xs: 3, md: 5 } }}>
          <MoonGlyph size={56} />
          <Typography variant="h1" sx={{ fontSize: { xs: '2.6rem', md: '3.8rem' }, mt: 1 }}>
            Book Your Reading
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1.5, maxWidth: 640, mx: 'auto', fontSize: '1.1rem' }}>
            Choose your reading, pick a time that suits you and tell us how to reach you. Readings run{' '}
            {brand.hours.weekdays} and {brand.hours.weekends}, Eastern Time.
          </Typography>
        </Box>
        {booked ? (
          <BookingConfirmation booked={booked} onBookAnother={() => setBooked(null)} />
        ) : (
          <LunarBookingForm onBooked={setBooked} />
        )}
      </Container>
    </LunarPageFrame>
  );
}

export default withStore(LunarBookingPage);

import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { warmBusinessTimeZone, type PageMeta } from '@app/contracts';
import { useBrandSettings } from '@app/web-kit';
import { withStore } from '../app/withStore';
import { LunarBookingForm, type BookedReading } from '../features/booking/LunarBookingForm';
import { LunarPageFrame } from '../features/layout/LunarPageFrame';
import { bookingHref } from '../features/layout/sections';
import { MoonGlyph } from '../features/motifs/MoonGlyph';

// The slots' times need the business zone's data: loaded in a task of its own, not in the render they arrive in.
warmBusinessTimeZone();

/**
 * The confirmation (payment window, countdown, manage link) is only ever shown after a booking: its code is not part
 * of the first load. It is fetched when the browser is idle after the page starts, long before anyone submits, and
 * the page switches to it in a transition, so even on a cold cache the form stays up until it is ready — a visitor
 * never looks at a spinner.
 */
const loadConfirmation = () => import('../features/booking/BookingConfirmation');
const BookingConfirmation = lazy(() => loadConfirmation().then((m) => ({ default: m.BookingConfirmation })));

function usePrefetchWhenIdle(load: () => Promise<unknown>) {
  useEffect(() => {
    const prefetch = () => void load().catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(prefetch, { timeout: 4000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(prefetch, 1500);
    return () => window.clearTimeout(id);
  }, [load]);
}

/** /lunar-booking (SPEC §2): header, the reading / time / details flow, then the confirmation. */
function LunarBookingPage() {
  const brand = useBrandSettings('lunar');
  const [booked, setBooked] = useState<BookedReading | null>(null);
  const navigate = useNavigate();
  usePrefetchWhenIdle(loadConfirmation);
  const showBooked = (reading: BookedReading) => startTransition(() => setBooked(reading));
  // A released hold goes back to the form with the same reading and payment method, to pick another time.
  const chooseAgain = (again: BookedReading) => {
    setBooked(null);
    void navigate(bookingHref(again.service.id, again.booking.paymentMethod ?? undefined), { replace: true });
  };
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
        {/* One boundary around both: switching to the confirmation in a transition keeps the form shown meanwhile. */}
        <Suspense fallback={null}>
          {booked ? (
            <BookingConfirmation
              booked={booked}
              onBookAnother={() => setBooked(null)}
              onChooseAgain={() => chooseAgain(booked)}
            />
          ) : (
            <LunarBookingForm onBooked={showBooked} />
          )}
        </Suspense>
      </Container>
    </LunarPageFrame>
  );
}

/** The page's own title and description; the shell writes them into the document's head. */
export const meta: PageMeta = {
  title: 'Book a Reading | Lunar Light',
  description:
    'Book a Lunar Light reading: choose your reading, pick a time from today to six days ahead (Eastern Time) and tell us how to reach you.',
};

export default withStore(LunarBookingPage);

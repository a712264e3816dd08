import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { withStore } from '../app/withStore';
import { CoachingLayout } from '../layout/CoachingLayout';
import { BookingFlow } from '../features/booking-page/BookingFlow';
import { warmBusinessTimeZone, type PageMeta } from '@app/contracts';

// The slots' times need the business zone's data: loaded in a task of its own, not in the render they arrive in.
warmBusinessTimeZone();

export const meta: PageMeta = {
  title: 'Book a Coaching Session | Professional Life Coaching',
  description:
    'Choose a coaching service, pick a time up to 6 days ahead (Eastern Time) and tell us how to reach you: three quick steps, no account needed.',
};

/** SPEC §2 /booking: the three-step coaching booking page. */
function BookingPage() {
  return (
    <CoachingLayout>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Button component={RouterLink} to="/" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
          Back to Home
        </Button>
        <Typography variant="h3" component="h1" gutterBottom sx={{ fontSize: { xs: '2rem', md: '3rem' } }}>
          Book Your Coaching Session
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 720 }}>
          Three quick steps: choose a service, pick a time (Eastern Time), and tell us how to reach you.
        </Typography>
        <BookingFlow />
      </Container>
    </CoachingLayout>
  );
}

export default withStore(BookingPage);

import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import { CallButton } from '../layout/CallButton';
import { LunarSection } from '../layout/LunarSection';
import { lunarCardSx } from '../layout/cardSx';
import { BOOKING_PATH, SECTION_IDS } from '../layout/sections';

const STEPS = [
  { n: 'I', title: 'Choose your reading', text: 'From a one-question mini reading to a full private session.' },
  { n: 'II', title: 'Pick a time', text: 'Open times for today and the next six days, in Eastern Time.' },
  { n: 'III', title: 'Pay your way', text: 'Cash App, Venmo, Zelle, PayPal or card. No account needed.' },
];

/** The landing page's booking section: how booking works and the way to /lunar-booking. */
export function BookingTeaserSection() {
  return (
    <LunarSection
      id={SECTION_IDS.booking}
      eyebrow="Book"
      title="Book Your Session"
      intro="Three quiet steps between you and your answer."
    >
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        {STEPS.map((s) => (
          <Box component="li" key={s.n} sx={{ ...lunarCardSx, borderRadius: '16px', p: 3, textAlign: 'center' }}>
            <Typography
              aria-hidden="true"
              sx={{
                fontFamily: (t) => t.typography.h1.fontFamily,
                fontSize: '2rem',
                color: 'secondary.main',
                fontWeight: 700,
              }}
            >
              {s.n}
            </Typography>
            <Typography component="h3" variant="h6" sx={{ fontSize: '1.3rem' }}>
              {s.title}
            </Typography>
            <Typography color="text.secondary">{s.text}</Typography>
          </Box>
        ))}
      </Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mt: 5, justifyContent: 'center', alignItems: 'center' }}
      >
        <Button
          component={RouterLink}
          to={BOOKING_PATH}
          variant="contained"
          color="secondary"
          size="large"
          startIcon={<CalendarMonth />}
          sx={{ borderRadius: 999, px: 4, py: 1.5 }}
        >
          Book a Reading
        </Button>
        <CallButton />
      </Stack>
    </LunarSection>
  );
}

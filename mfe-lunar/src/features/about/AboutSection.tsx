import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Spa from '@mui/icons-material/Spa';
import Visibility from '@mui/icons-material/Visibility';
import Lock from '@mui/icons-material/Lock';
import Schedule from '@mui/icons-material/Schedule';
import { deliveryPhrase } from '@app/contracts';
import { useBrandSettings } from '@app/web-kit';
import { LunarSection } from '../layout/LunarSection';
import { lunarCardSx } from '../layout/cardSx';
import { SECTION_IDS } from '../layout/sections';

const PILLARS = [
  {
    icon: <Visibility />,
    title: 'Intuitive & honest',
    text: 'Clear messages, gently delivered. You hear what the cards and spirit show, not what sells.',
  },
  {
    icon: <Spa />,
    title: 'Healing focused',
    text: 'Reiki and energy work to leave you lighter, calmer and grounded after every session.',
  },
  {
    icon: <Lock />,
    title: 'Private & confidential',
    text: 'What you share stays between us. No account is needed to book a reading.',
  },
];

/** Who reads for you, how sessions work, and the hours in Eastern Time (SPEC §9). */
export function AboutSection() {
  const brand = useBrandSettings('lunar');
  return (
    <LunarSection id={SECTION_IDS.about} eyebrow="About" title="About Lunar Light">
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 6 },
          gridTemplateColumns: { xs: '1fr', md: '1.1fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Box>
          <Typography sx={{ fontSize: '1.1rem', mb: 2 }}>
            Lunar Light is a small reading practice led by {brand.coachName}, a lifelong intuitive, tarot reader and
            Reiki practitioner.{' '}
            {`Every reading is done live and personally, ${deliveryPhrase(brand)}, and focused on the`} question you
            bring.
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Some come for love, some for a career crossroads, some to hear from someone they have lost. Whatever brings
            you here, you will be met with care, honesty and practical guidance you can use the next morning.
          </Typography>
          <Box sx={{ ...lunarCardSx, borderRadius: '12px', p: 2.5, display: 'flex', gap: 2, alignItems: 'flex-start' }}>
            <Schedule sx={{ color: 'secondary.main', mt: 0.25 }} aria-hidden="true" />
            <Box>
              <Typography component="h3" sx={{ fontWeight: 700 }}>
                Reading hours (Eastern Time)
              </Typography>
              <Typography color="text.secondary">{brand.hours.weekdays}</Typography>
              <Typography color="text.secondary">{brand.hours.weekends}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                Book up to 6 days ahead. Reschedule or cancel at least 24 hours before your session.
              </Typography>
            </Box>
          </Box>
        </Box>
        <Box sx={{ display: 'grid', gap: 2 }}>
          {PILLARS.map((p) => (
            <Box key={p.title} sx={{ ...lunarCardSx, borderRadius: '12px', p: 2.5, display: 'flex', gap: 2 }}>
              <Box aria-hidden="true" sx={{ color: 'secondary.main', mt: 0.25 }}>
                {p.icon}
              </Box>
              <Box>
                <Typography component="h3" variant="h6" sx={{ fontSize: '1.25rem' }}>
                  {p.title}
                </Typography>
                <Typography color="text.secondary">{p.text}</Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
    </LunarSection>
  );
}

import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import GroupsIcon from '@mui/icons-material/Groups';
import PsychologyIcon from '@mui/icons-material/Psychology';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { useBrandSettings } from '@app/web-kit';
import { SECTION_IDS } from '../../layout/sections';
import { Section } from '../../layout/Section';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase())
    .slice(0, 2)
    .join('');
}

/** SPEC §2 "About Our Growing Team": who coaches, how sessions work, and when we are open. */
export function AboutSection() {
  const brand = useBrandSettings('coaching');
  const points = [
    {
      icon: <PsychologyIcon />,
      title: 'Practical, not clinical',
      text: 'Coaching helps you decide and act. It is not therapy or medical treatment, and we will tell you if what you need is a licensed professional.',
    },
    {
      icon: <ScheduleIcon />,
      title: 'Short sessions that fit your day',
      text: `Sessions of 5, 10 or 15 minutes. We are available ${brand.hours.weekdays} and ${brand.hours.weekends}, Eastern Time.`,
    },
    {
      icon: <GroupsIcon />,
      title: 'A team that is growing',
      text: 'We are adding coaches as our community grows, each trained in the same focused, respectful approach.',
    },
  ];
  return (
    <Section id={SECTION_IDS.about} title="About Our Growing Team" tinted>
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' }, alignItems: 'center' }}>
        <Card variant="outlined" sx={{ textAlign: 'center' }}>
          <CardContent>
            <Avatar
              sx={{ width: 96, height: 96, mx: 'auto', mb: 2, bgcolor: 'primary.main', fontSize: 36 }}
              aria-hidden
            >
              {initials(brand.coachName)}
            </Avatar>
            <Typography variant="h6" component="h3">
              {brand.coachName}
            </Typography>
            <Typography color="text.secondary">Founder and certified life coach</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              Helping people make decisions they feel good about, one focused conversation at a time.
            </Typography>
          </CardContent>
        </Card>
        <Box sx={{ display: 'grid', gap: 3 }}>
          {points.map((p) => (
            <Box key={p.title} sx={{ display: 'flex', gap: 2 }}>
              <Avatar sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText' }} aria-hidden>
                {p.icon}
              </Avatar>
              <Box>
                <Typography variant="h6" component="h3">
                  {p.title}
                </Typography>
                <Typography color="text.secondary">{p.text}</Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
    </Section>
  );
}

import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import PhoneIcon from '@mui/icons-material/Phone';
import EmailIcon from '@mui/icons-material/Email';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { CONTACT_MESSAGES, telHref } from '@app/contracts';
import { useBrandSettings } from '@app/web-kit';
import { SECTION_IDS } from '../../layout/sections';
import { Section } from '../../layout/Section';
import { ContactForm } from './ContactForm';

/** SPEC §2 "Let's Connect": phone, e-mail, response time, and the message form. */
export function ContactSection() {
  const brand = useBrandSettings('coaching');
  const channels = [
    { icon: <PhoneIcon />, label: 'Phone', value: <Link href={telHref(brand.phone)}>{brand.phone}</Link> },
    { icon: <EmailIcon />, label: 'Email', value: <Link href={`mailto:${brand.email}`}>{brand.email}</Link> },
    { icon: <ScheduleIcon />, label: 'Response time', value: CONTACT_MESSAGES.responseTime },
  ];
  return (
    <Section
      id={SECTION_IDS.contact}
      title="Let's Connect"
      subtitle={`Questions before you book? Call, write, or send a message. We answer ${brand.hours.weekdays} and ${brand.hours.weekends}, Eastern Time.`}
      tinted
    >
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          {channels.map((c) => (
            <Card key={c.label} variant="outlined">
              <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
                <Avatar sx={{ bgcolor: 'primary.main' }} aria-hidden>
                  {c.icon}
                </Avatar>
                <Box>
                  <Typography variant="body2" color="text.secondary">
                    {c.label}
                  </Typography>
                  <Typography sx={{ fontWeight: 600 }}>{c.value}</Typography>
                </Box>
              </CardContent>
            </Card>
          ))}
        </Box>
        <Card variant="outlined">
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <ContactForm />
          </CardContent>
        </Card>
      </Box>
    </Section>
  );
}

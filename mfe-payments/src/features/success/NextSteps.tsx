import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Link from '@mui/material/Link';
import Email from '@mui/icons-material/Email';
import Event from '@mui/icons-material/Event';
import Forum from '@mui/icons-material/Forum';
import Phone from '@mui/icons-material/Phone';
import { telHref, type BrandSettings } from '@app/contracts';

/** "What happens next" after a payment: a session booking and a monthly plan differ in step two. */
export function NextSteps({ settings, isPlan }: { settings: BrandSettings; isPlan: boolean }) {
  const reading = settings.id === 'lunar';
  return (
    <List aria-label="What happens next" sx={{ py: 0 }}>
      <ListItem disableGutters alignItems="flex-start">
        <ListItemIcon sx={{ minWidth: 40, mt: 0.5 }}>
          <Email color="primary" />
        </ListItemIcon>
        <ListItemText
          primary="Check your email"
          secondary="Your receipt and confirmation details are on their way. If you don't see them within a few minutes, check your spam folder."
        />
      </ListItem>
      <ListItem disableGutters alignItems="flex-start">
        <ListItemIcon sx={{ minWidth: 40, mt: 0.5 }}>{isPlan ? <Forum color="primary" /> : <Event color="primary" />}</ListItemIcon>
        <ListItemText
          primary={isPlan ? 'Start using your plan' : `Join your ${reading ? 'reading' : 'session'}`}
          secondary={
            isPlan
              ? 'Open Subscriptions and look up your plan with your email to ask your first question.'
              : `${settings.coachName} will meet you at the booked time using the chat or video link in your confirmation.`
          }
        />
      </ListItem>
      <ListItem disableGutters alignItems="flex-start">
        <ListItemIcon sx={{ minWidth: 40, mt: 0.5 }}>
          <Phone color="primary" />
        </ListItemIcon>
        <ListItemText
          primary="Need to change something?"
          secondary={
            <>
              Reschedule or cancel at least 24 hours ahead: call{' '}
              <Link href={telHref(settings.phone)}>{settings.phone}</Link> or email{' '}
              <Link href={`mailto:${settings.email}`}>{settings.email}</Link>. We reply within 24 hours.
            </>
          }
        />
      </ListItem>
    </List>
  );
}

import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Link from '@mui/material/Link';
import Email from '@mui/icons-material/Email';
import Event from '@mui/icons-material/Event';
import Forum from '@mui/icons-material/Forum';
import Phone from '@mui/icons-material/Phone';
import { telHref, type BrandSettings, type OrderPurpose } from '@app/contracts';
import { BRAND_WORDS } from '../shared/brandWords';

/**
 * "What happens next", true to what was paid: only a paid booking promises a meeting at the booked time, only
 * a plan points to the dashboard; without a receipt (`purpose` null) nothing is promised beyond the e-mail.
 */
export function NextSteps({ settings, purpose }: { settings: BrandSettings; purpose: OrderPurpose | null }) {
  const words = BRAND_WORDS[settings.id];
  return (
    <List aria-label="What happens next" sx={{ py: 0 }}>
      <ListItem disableGutters alignItems="flex-start">
        <ListItemIcon sx={{ minWidth: 40, mt: 0.5 }}>
          <Email color="primary" />
        </ListItemIcon>
        <ListItemText
          primary="Check your email"
          secondary={
            purpose === 'booking'
              ? "Your receipt and your confirmation with the calendar invite are on their way. If you don't see them within a few minutes, check your spam folder."
              : "Your receipt, with the amount and its reference, is on its way. If you don't see it within a few minutes, check your spam folder."
          }
        />
      </ListItem>
      {purpose === 'booking' && (
        <ListItem disableGutters alignItems="flex-start">
          <ListItemIcon sx={{ minWidth: 40, mt: 0.5 }}>
            <Event color="primary" />
          </ListItemIcon>
          <ListItemText
            primary={`Join your ${words.session}`}
            secondary={`${settings.coachName} will meet you at the booked time using the chat or video link in your confirmation.`}
          />
        </ListItem>
      )}
      {purpose === 'subscription' && (
        <ListItem disableGutters alignItems="flex-start">
          <ListItemIcon sx={{ minWidth: 40, mt: 0.5 }}>
            <Forum color="primary" />
          </ListItemIcon>
          <ListItemText
            primary="Start using your plan"
            secondary="Open Subscriptions and look up your plan with your email to ask your first question."
          />
        </ListItem>
      )}
      <ListItem disableGutters alignItems="flex-start">
        <ListItemIcon sx={{ minWidth: 40, mt: 0.5 }}>
          <Phone color="primary" />
        </ListItemIcon>
        <ListItemText
          primary={purpose === 'booking' ? 'Need to change something?' : 'Questions about a payment?'}
          secondary={
            <>
              {purpose === 'booking' ? 'Reschedule or cancel at least 24 hours ahead: call' : 'Call'}{' '}
              <Link href={telHref(settings.phone)}>{settings.phone}</Link> or email{' '}
              <Link href={`mailto:${settings.email}`}>{settings.email}</Link>. We reply within 24 hours.
            </>
          }
        />
      </ListItem>
    </List>
  );
}

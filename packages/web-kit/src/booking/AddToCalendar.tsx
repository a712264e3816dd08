import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import OpenInNew from '@mui/icons-material/OpenInNew';
import {
  bookedSessionEvent,
  bookingCalendarIcsPath,
  bookingManagePath,
  googleCalendarUrl,
  outlookCalendarUrl,
  type BookingDto,
} from '@app/contracts';
import { visuallyHidden } from '../a11y/visuallyHidden';
import { useBrandSettings } from '../hooks/useBrandSettings';

export type AddToCalendarBooking = Pick<
  BookingDto,
  'brand' | 'serviceId' | 'serviceName' | 'startTime' | 'manageToken' | 'meetingDetails'
>;

export interface AddToCalendarProps {
  booking: AddToCalendarBooking;
  /** The site's origin for the manage link inside the event; the page's own by default. */
  origin?: string;
}

function pageOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}

/**
 * "Add to calendar" for a confirmed booking (issue 33 item 5): Google Calendar and Outlook on the web open in a new
 * tab prefilled with the session (UTC instants, the manage link in the notes); Apple Calendar, and any other, gets
 * the booking's .ics from the manage link. Each link's accessible name says what it does ("Add to Google
 * Calendar") while the button shows just the calendar's name.
 */
export function AddToCalendar({ booking, origin = pageOrigin() }: AddToCalendarProps) {
  const brand = useBrandSettings(booking.brand);
  const token = booking.manageToken;
  // Nothing rather than a wrong event: no token (no .ics to offer), or an answer without its start or brand.
  if (!token || !brand || Number.isNaN(Date.parse(booking.startTime))) return null;
  const event = bookedSessionEvent({
    serviceId: booking.serviceId,
    serviceName: booking.serviceName,
    coachName: brand.coachName,
    brandName: brand.name,
    startsAt: new Date(booking.startTime),
    manageUrl: `${origin}${bookingManagePath(token)}`,
    ...(booking.meetingDetails?.meetingUrl ? { location: booking.meetingDetails.meetingUrl } : {}),
  });
  return (
    <Box component="section" aria-labelledby="add-to-calendar-heading" data-testid="add-to-calendar" sx={{ mt: 2 }}>
      <Typography id="add-to-calendar-heading" component="h3" variant="subtitle2" sx={{ mb: 1 }}>
        Add to your calendar
      </Typography>
      {/* Wraps onto as many rows as a phone needs; each button keeps a 40 px touch height. */}
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}>
        <WebCalendarLink href={googleCalendarUrl(event)} name="Google Calendar" />
        <WebCalendarLink href={outlookCalendarUrl(event)} name="Outlook Calendar" />
        <li>
          <Button
            variant="outlined"
            size="small"
            href={bookingCalendarIcsPath(token)}
            download="session.ics"
            endIcon={<Download aria-hidden />}
            sx={{ minHeight: 40 }}
          >
            <AddTo />
            Apple Calendar (.ics)
          </Button>
        </li>
      </Box>
    </Box>
  );
}

/** Read as "Add to …" by a screen reader; the button shows just the calendar's name. */
const AddTo = () => (
  <Box component="span" sx={visuallyHidden}>
    Add to{' '}
  </Box>
);

/** A calendar on the web, prefilled with the session, opened in a new tab. */
function WebCalendarLink({ href, name }: { href: string; name: string }) {
  return (
    <li>
      <Button
        variant="outlined"
        size="small"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        endIcon={<OpenInNew aria-hidden />}
        sx={{ minHeight: 40 }}
      >
        <AddTo />
        {name}
        <Box component="span" sx={visuallyHidden}>
          {' '}
          (opens in a new tab)
        </Box>
      </Button>
    </li>
  );
}

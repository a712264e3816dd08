import { useParams } from 'react-router-dom';
import { withStore } from '../app/withStore';
import { ManageBookingScreen } from '../features/manage-booking/ManageBookingScreen';
import type { PageMeta } from '@app/contracts';

// Both brands' confirmation e-mails link here, and which one a booking belongs to is known only once it loads.
export const meta: PageMeta = {
  title: 'Manage Your Booking | Life Coaching & Lunar Light',
  description:
    'See your booked session, move it to another time or cancel it, using the link from your confirmation e-mail.',
};

/** /manage/:token: the link in every confirmation e-mail; shows the booking in its brand and lets it be changed. */
function ManageBookingPage() {
  const { token = '' } = useParams<{ token: string }>();
  return <ManageBookingScreen key={token} token={token} />;
}

export default withStore(ManageBookingPage);

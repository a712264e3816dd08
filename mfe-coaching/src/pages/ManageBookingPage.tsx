import { useParams } from 'react-router-dom';
import { withStore } from '../app/withStore';
import { ManageBookingScreen } from '../features/manage-booking/ManageBookingScreen';

/** /manage/:token: the link in every confirmation e-mail; shows the booking in its brand and lets it be changed. */
function ManageBookingPage() {
  const { token = '' } = useParams<{ token: string }>();
  return <ManageBookingScreen key={token} token={token} />;
}

export default withStore(ManageBookingPage);

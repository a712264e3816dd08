import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import PaymentOptions from '../features/options/PaymentOptions';
import { ThemeToggleButton } from '@app/web-kit';
import { MAIN_CONTENT_ID } from '@app/contracts';

/**
 * Standalone only (not exposed): what the brand remotes embed, on one page, so this remote can be worked on and
 * tested without them. The composed site never routes here.
 */
export default function PreviewPage() {
  return (
    <Container component="main" id={MAIN_CONTENT_ID} maxWidth="lg" sx={{ py: 4 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h4" component="h1">
          Payments preview
        </Typography>
        <ThemeToggleButton />
      </Stack>
      <Stack direction="row" spacing={2} sx={{ my: 2, flexWrap: 'wrap' }}>
        <Link component={RouterLink} to="/checkout?service=strategic-decision">
          Checkout
        </Link>
        <Link component={RouterLink} to="/square-payment?serviceId=general&brand=coaching">
          Card payment window (general)
        </Link>
        <Link component={RouterLink} to="/square-payment?serviceId=general&brand=lunar">
          Lunar Light card payment window (general)
        </Link>
        <Link component={RouterLink} to="/square-payment?serviceId=love-reading">
          Card window without an order
        </Link>
        <Link component={RouterLink} to="/success">
          Success (no payment id)
        </Link>
      </Stack>
      <Divider sx={{ my: 3 }} />
      <Typography variant="overline" component="p">
        Life coaching
      </Typography>
      <PaymentOptions brand="coaching" title="Payment Options" />
      <Divider sx={{ my: 4 }} />
      <Typography variant="overline" component="p">
        Lunar Light — Love Reading ($35)
      </Typography>
      <PaymentOptions brand="lunar" serviceName="Love Reading" priceCents={3500} title="Payment Options" />
    </Container>
  );
}

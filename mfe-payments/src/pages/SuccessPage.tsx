import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { useBrandSettings } from '@app/web-kit';
import { withStore } from '../app/withStore';
import { NextSteps } from '../features/success/NextSteps';
import { paidSentence, readSuccessQuery } from '../features/success/successQuery';
import { PaymentPageLayout } from '../features/shared/PaymentPageLayout';

/** /success: what was paid (from the query when given), what happens next, and the way home. */
function SuccessPage() {
  const [search] = useSearchParams();
  const details = useMemo(() => readSuccessQuery(search), [search]);
  const settings = useBrandSettings(details.brand);
  const lunar = details.brand === 'lunar';
  const home = lunar ? '/lunar-light' : '/';

  return (
    <PaymentPageLayout title="Payment Successful" homeHref={home} brand={details.brand}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, maxWidth: 720 }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <CheckCircle color="success" sx={{ fontSize: 48 }} aria-hidden />
          <Box>
            <Typography variant="h6" component="p" data-testid="paid-summary">
              {paidSentence(details)}
            </Typography>
            <Typography color="text.secondary">Thank you for booking with {settings.name}.</Typography>
          </Box>
        </Box>
        <Divider sx={{ my: 3 }} />
        <Typography variant="h5" component="h2" gutterBottom>
          What happens next
        </Typography>
        <NextSteps settings={settings} isPlan={!!details.plan} />
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mt: 3 }}>
          <Button variant="contained" component={RouterLink} to={home}>
            Back to Home
          </Button>
          {details.plan ? (
            <Button variant="outlined" component={RouterLink} to="/subscriptions">
              Go to Subscriptions
            </Button>
          ) : (
            <Button variant="outlined" component={RouterLink} to={lunar ? '/lunar-booking' : '/booking'}>
              Book Another Session
            </Button>
          )}
        </Box>
      </Paper>
    </PaymentPageLayout>
  );
}

export default withStore(SuccessPage);

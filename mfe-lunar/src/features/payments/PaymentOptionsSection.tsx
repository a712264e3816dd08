import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { RemoteComponent } from '@app/web-kit';
import { LunarSection } from '../layout/LunarSection';
import { SECTION_IDS } from '../layout/sections';

/** The six payment tiles come from mfe_payments, configured for this brand's links and Zelle account. */
export function PaymentOptionsSection() {
  return (
    <LunarSection
      id={SECTION_IDS.payments}
      eyebrow="Pay your way"
      title="Payment Options"
      intro="Pay off-site with the method you already use. Every option goes straight to Lunar Light."
    >
      <RemoteComponent
        id="mfe_payments/PaymentOptions"
        // title null: this section already has its heading.
        props={{ brand: 'lunar', title: null }}
        fallback={
          <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 160 }}>
            <CircularProgress color="secondary" aria-label="Loading payment options" />
          </Box>
        }
      />
    </LunarSection>
  );
}

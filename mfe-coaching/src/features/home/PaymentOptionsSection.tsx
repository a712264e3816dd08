import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { RemoteComponent } from '@app/web-kit';
import { SECTION_IDS } from '../../layout/sections';
import { Section } from '../../layout/Section';

/** SPEC §2 "Payment Options": the six tiles belong to mfe_payments; this page only frames them. */
export function PaymentOptionsSection() {
  return (
    <Section
      id={SECTION_IDS.paymentOptions}
      title="Payment Options"
      subtitle="Pay the way you prefer. Card payments go through our secure card provider; we never see or store your card number."
    >
      <RemoteComponent
        id="mfe_payments/PaymentOptions"
        props={{ brand: 'coaching' }}
        fallback={
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} variant="rounded" height={96} />
            ))}
          </Box>
        }
      />
    </Section>
  );
}

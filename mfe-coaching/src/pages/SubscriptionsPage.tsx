import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { PlanType } from '@app/contracts';
import { withStore } from '../app/withStore';
import { CoachingLayout } from '../layout/CoachingLayout';
import { PlanChooser } from '../features/subscriptions/PlanChooser';
import { SubscriptionDashboard } from '../features/subscriptions/SubscriptionDashboard';
import { SubscriptionForm } from '../features/subscriptions/SubscriptionForm';
import { SubscriptionLookup } from '../features/subscriptions/SubscriptionLookup';

/** SPEC §2 /subscriptions: plans → form (with Back to Plans) → dashboard; or straight to the dashboard by e-mail. */
function SubscriptionsPage() {
  const location = useLocation();
  const initialEmail = (location.state as { email?: string } | null)?.email ?? null;
  const [email, setEmail] = useState<string | null>(initialEmail);
  const [plan, setPlan] = useState<PlanType | null>(null);

  return (
    <CoachingLayout>
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Typography variant="h3" component="h1" align="center" gutterBottom sx={{ fontSize: { xs: '2rem', md: '3rem' } }}>
          Monthly Coaching Plans
        </Typography>
        <Typography align="center" color="text.secondary" sx={{ maxWidth: 720, mx: 'auto', mb: 5 }}>
          Keep your coach in your pocket. Plans renew monthly; cancel anytime and it takes effect at the end of the
          period you paid for.
        </Typography>

        {email ? (
          <SubscriptionDashboard email={email} onLeave={() => setEmail(null)} />
        ) : plan ? (
          <SubscriptionForm
            planType={plan}
            headingLevel="h2"
            onBack={() => setPlan(null)}
            onCreated={(s) => {
              setPlan(null);
              setEmail(s.customerEmail);
            }}
          />
        ) : (
          <Box sx={{ display: 'grid', gap: 6 }}>
            <PlanChooser selected={plan} onSelect={setPlan} headingLevel="h2" />
            <SubscriptionLookup onFound={setEmail} />
          </Box>
        )}
      </Container>
    </CoachingLayout>
  );
}

export default withStore(SubscriptionsPage);

import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PLANS, formatDollars, type PageMeta, type PlanType } from '@app/contracts';
import { useHydrated } from '../app/useHydrated';
import { withStore } from '../app/withStore';
import { CoachingLayout } from '../layout/CoachingLayout';
import { PlanChooser } from '../features/subscriptions/PlanChooser';
import { SubscriptionDashboard } from '../features/subscriptions/SubscriptionDashboard';
import { SubscriptionForm } from '../features/subscriptions/SubscriptionForm';
import { SubscriptionLookup } from '../features/subscriptions/SubscriptionLookup';

export const meta: PageMeta = {
  title: 'Monthly Coaching Plans | Professional Life Coaching',
  description: `Daily questions to your coach with Standard (${formatDollars(PLANS.standard.price)}/month) or Premium (${formatDollars(PLANS.premium.price)}/month, with video sessions). Subscribers open their dashboard here.`,
};

/** SPEC §2 /subscriptions: plans → form (with Back to Plans) → dashboard; or straight to the dashboard by e-mail. */
function SubscriptionsPage() {
  const location = useLocation();
  const stateEmail = (location.state as { email?: string } | null)?.email ?? null;
  // "Open dashboard" arrives with the e-mail in history state, which only the browser has: a page the server
  // rendered shows the plans first (as the server did) and opens the dashboard right after hydrating.
  const hydrated = useHydrated();
  const [email, setEmail] = useState<string | null>(hydrated ? stateEmail : null);
  const emailAfterHydration = useRef(hydrated ? null : stateEmail);
  useEffect(() => {
    if (emailAfterHydration.current) setEmail(emailAfterHydration.current);
  }, []);
  const [plan, setPlan] = useState<PlanType | null>(null);
  const [zelleQrOnArrival, setZelleQrOnArrival] = useState(false);

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
          <SubscriptionDashboard email={email} onLeave={() => setEmail(null)} zelleQrInitiallyOpen={zelleQrOnArrival} />
        ) : plan ? (
          <SubscriptionForm
            planType={plan}
            headingLevel="h2"
            onBack={() => setPlan(null)}
            onCreated={({ subscription, showZelleQr }) => {
              setPlan(null);
              setZelleQrOnArrival(showZelleQr);
              setEmail(subscription.customerEmail);
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

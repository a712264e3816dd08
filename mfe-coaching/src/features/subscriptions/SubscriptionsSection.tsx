import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { PLANS, paymentReceivedHeadline, type PlanType } from '@app/contracts';
import { SECTION_IDS } from '../../layout/sections';
import { Section } from '../../layout/Section';
import { PlanChooser } from './PlanChooser';
import { PlanPayment } from './PlanPayment';
import { SubscriptionForm } from './SubscriptionForm';
import type { SubscriptionStart } from './useStartSubscription';

/** SPEC §2 home section "Monthly Coaching Plans": pick a card, then complete the form below it. */
export function SubscriptionsSection() {
  const [plan, setPlan] = useState<PlanType | null>(null);
  const [started, setStarted] = useState<SubscriptionStart | null>(null);
  const created = started?.subscription;
  return (
    <Section
      id={SECTION_IDS.subscriptions}
      title="Monthly Coaching Plans"
      subtitle="Ongoing support between sessions: ask your coach questions every day, and on Premium, get personal video sessions each month."
    >
      <PlanChooser
        selected={plan}
        onSelect={(p) => {
          setPlan(p);
          setStarted(null);
        }}
        headingLevel="h3"
      />
      {started && created && (
        <Box sx={{ maxWidth: 640, mx: 'auto', mt: 4, display: 'grid', gap: 2 }}>
          <Alert
            severity={created.status === 'active' ? 'success' : 'info'}
            action={
              <Button component={RouterLink} to="/subscriptions" color="inherit" size="small">
                Open dashboard
              </Button>
            }
          >
            {created.status === 'active'
              ? `${paymentReceivedHeadline('subscription', PLANS[created.planType].name, created.price)}. Ask your coach from your dashboard.`
              : 'Your subscription is set up and waiting for payment; you can follow it on your dashboard.'}
          </Alert>
          {created.status === 'pending_payment' && (
            <PlanPayment
              subscription={created}
              zelleQrInitiallyOpen={started.showZelleQr}
              // The card window reports this very subscription paid (the server activated it before answering).
              onPaid={() => setStarted({ ...started, subscription: { ...created, status: 'active' } })}
            />
          )}
        </Box>
      )}
      {plan && !created && (
        <SubscriptionForm
          planType={plan}
          headingLevel="h3"
          onCreated={(s) => {
            setStarted(s);
            setPlan(null);
          }}
        />
      )}
    </Section>
  );
}

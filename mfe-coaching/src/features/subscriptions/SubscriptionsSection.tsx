import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { PlanType, SubscriptionDto } from '@app/contracts';
import { SECTION_IDS } from '../../layout/sections';
import { Section } from '../../layout/Section';
import { PlanChooser } from './PlanChooser';
import { SubscriptionForm } from './SubscriptionForm';

/** SPEC §2 home section "Monthly Coaching Plans": pick a card, then complete the form below it. */
export function SubscriptionsSection() {
  const [plan, setPlan] = useState<PlanType | null>(null);
  const [created, setCreated] = useState<SubscriptionDto | null>(null);
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
          setCreated(null);
        }}
        headingLevel="h3"
      />
      {created && (
        <Alert
          severity="success"
          sx={{ maxWidth: 640, mx: 'auto', mt: 4 }}
          action={
            <Button component={RouterLink} to="/subscriptions" state={{ email: created.customerEmail }} color="inherit" size="small">
              Open dashboard
            </Button>
          }
        >
          Your subscription is set up. It activates once payment is received; you can follow it on your dashboard.
        </Alert>
      )}
      {plan && !created && (
        <SubscriptionForm
          planType={plan}
          headingLevel="h3"
          onCreated={(s) => {
            setCreated(s);
            setPlan(null);
          }}
        />
      )}
    </Section>
  );
}

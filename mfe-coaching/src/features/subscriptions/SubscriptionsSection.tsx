import { useState } from 'react';
import type { PlanType } from '@app/contracts';
import { SECTION_IDS } from '../../layout/sections';
import { Section } from '../../layout/Section';
import { useOfferedVideoPlatforms } from '../booking-shared/useOfferedVideoPlatforms';
import { PlanChooser } from './PlanChooser';
import { PlanStartedNotice } from './PlanStartedNotice';
import { SubscriptionForm } from './SubscriptionForm';
import type { SubscriptionStart } from './useStartSubscription';

/** SPEC §2 home section "Monthly Coaching Plans": pick a card, then complete the form below it. */
export function SubscriptionsSection() {
  const [plan, setPlan] = useState<PlanType | null>(null);
  const [started, setStarted] = useState<SubscriptionStart | null>(null);
  // Premium's video sessions happen in the coach's meeting room: promised only when one is configured (issue 29).
  const videoCalls = useOfferedVideoPlatforms().length > 0;
  return (
    <Section
      id={SECTION_IDS.subscriptions}
      title="Monthly Coaching Plans"
      subtitle={
        videoCalls
          ? 'Ongoing support between sessions: ask your coach questions every day, and on Premium, get personal video sessions each month.'
          : 'Ongoing support between sessions: ask your coach questions every day, with more questions and priority answers on Premium.'
      }
    >
      <PlanChooser
        selected={plan}
        onSelect={(p) => {
          setPlan(p);
          setStarted(null);
        }}
        headingLevel="h3"
      />
      {started && <PlanStartedNotice started={started} onDone={() => setStarted(null)} />}
      {plan && !started && (
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

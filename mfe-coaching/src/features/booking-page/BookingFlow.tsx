import { memo, useCallback, useMemo, useState } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { COACHING_SERVICES, WAITLIST_MESSAGES, type TimeSlotDto } from '@app/contracts';
import { useReveal, useWaitlistSlotLink, WaitlistButton, WaitlistLeaveDialog, ZelleQrDialogRemote } from '@app/web-kit';
import { useOnDemand } from '../../components/onDemand';
import { PendingPart } from '../../components/PendingPart';
import { TimeSlotPicker } from '../scheduling/TimeSlotPicker';
import { useBookableSlots } from '../scheduling/useBookableSlots';
import { useCoachingServices } from '../services/useCoachingServices';
import { bookingOutcome, prefetchLaterSteps, yourInformationStep } from './bookingFlowParts';
import { BookingHowItWorks } from './BookingHowItWorks';
import { BookingSummaryCard } from './BookingSummaryCard';
import { ServiceStep } from './ServiceStep';
import { StepHeading } from './StepHeading';
import { useCoachingPageBooking, useCoachingPageForm, type CoachingPageSchemaForm } from './useCoachingPageBooking';
import { useJoinWaitlistMutation } from '../waitlist/waitlistApi';

/**
 * SPEC §2 /booking: service → date and time → your information, with the summary beside it. react-hook-form
 * re-renders the component calling useForm synchronously right after it mounts (`isReady`, set in a layout effect;
 * bench/profile/commit-lanes.mjs shows the Sync lane): that is this holder, and the flow, memoised on the (stable)
 * form, bails out instead of re-rendering the whole page in one task at hydration.
 */
export function BookingFlow() {
  const form = useCoachingPageForm();
  return <BookingFlowBody form={form} />;
}

const BookingFlowBody = memo(function BookingFlowBody({ form }: { form: CoachingPageSchemaForm }) {
  const { services, isLoading: servicesLoading } = useCoachingServices();
  const slots = useBookableSlots();
  const flow = useCoachingPageBooking(form, services, slots.today);
  const [zelleOpen, setZelleOpen] = useState(false);
  const [joinWaitlist] = useJoinWaitlistMutation();
  const { chooseSlot } = flow;
  const preselect = useCallback((slot: TimeSlotDto) => slots.choose(slot, chooseSlot), [slots, chooseSlot]);
  // A waitlist e-mail's link (issue 33) opens the times at once, with the freed one chosen if still free.
  const offered = useMemo(() => slots.groups.flatMap((group) => group.slots), [slots.groups]);
  const link = useWaitlistSlotLink(offered, slots.isLoading, preselect);
  // Only what this level needs: typing a name re-renders the summary, not the service cards and the slots.
  const [serviceId, paymentMethod] = useWatch({ control: flow.form.control, name: ['serviceId', 'paymentMethod'] });
  const { errors } = useFormState({ control: form.control });
  const service = flow.service;
  const isCard = paymentMethod === 'square';
  const showInformation = Boolean(service && flow.slot);
  const information = useOnDemand(yourInformationStep, showInformation);
  const outcome = useOnDemand(bookingOutcome, Boolean(flow.outcome));
  const YourInformationStep = information.value;
  const BookingOutcome = outcome.value;
  // Each choice brings the next step into view; a booking brings its outcome (above the steps) into view and focus.
  const outcomeRef = useReveal<HTMLDivElement>(flow.outcome?.booking.id, { focus: true });
  const slotStepRef = useReveal<HTMLDivElement>(service?.id);
  // The keyboard moves on with the eye (issue 29 item 5): the next Tab after a time is "Full name".
  const informationStepRef = useReveal<HTMLDivElement>(flow.slot?.id, { focus: true });

  return (
    <>
      {flow.outcome && (
        <Box
          ref={outcomeRef}
          tabIndex={-1}
          role="region"
          aria-label="Your booking"
          sx={{ mb: 2, scrollMarginTop: 88, outline: 'none' }}
        >
          {BookingOutcome ? (
            <BookingOutcome
              // A new booking starts its own follow-up (hold clock, polling), never the previous one's.
              key={flow.outcome.booking.id}
              info={flow.outcome}
              onClose={flow.dismissOutcome}
              onChooseAnother={() => {
                flow.chooseAnotherTime();
                void slots.refetch();
              }}
              onZelleQr={() => setZelleOpen(true)}
            />
          ) : (
            <PendingPart failed={outcome.failed} onRetry={outcome.request} height={120} />
          )}
        </Box>
      )}
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <Card variant="outlined" onPointerEnter={prefetchLaterSteps} onFocus={prefetchLaterSteps}>
            <CardContent>
              <StepHeading step={1} title="Choose Your Service" />
              <ServiceStep
                services={services}
                isLoading={servicesLoading}
                selectedId={serviceId}
                onSelect={(id) => {
                  prefetchLaterSteps();
                  flow.chooseService(id);
                }}
                error={errors.serviceId?.message}
              />
            </CardContent>
          </Card>

          {(service || link.fromLink) && (
            <Card variant="outlined" ref={slotStepRef} sx={{ scrollMarginTop: 88 }}>
              <CardContent>
                <StepHeading step={2} title="Pick a Date & Time" />
                {link.taken && (
                  <Alert severity="info" sx={{ mb: 2 }} data-testid="waitlist-slot-taken">
                    {WAITLIST_MESSAGES.slotTaken}
                  </Alert>
                )}
                <TimeSlotPicker
                  groups={slots.groups}
                  today={slots.today}
                  counts={slots.counts}
                  selectedId={flow.slot?.id}
                  onChoose={(slot) => slots.choose(slot, flow.chooseSlot)}
                  isLoading={slots.isLoading}
                  isError={slots.isError}
                  onRetry={() => void slots.refetch()}
                  headingLevel="h3"
                  markToday
                  waitlist={(day) => (
                    <WaitlistButton
                      brand="coaching"
                      today={slots.today}
                      day={day}
                      join={(values) => joinWaitlist(values).unwrap()}
                    />
                  )}
                />
              </CardContent>
            </Card>
          )}

          {service && flow.slot && (
            <Card
              variant="outlined"
              ref={informationStepRef}
              tabIndex={-1}
              sx={{ scrollMarginTop: 88, '&:focus': { outline: 'none' } }}
            >
              <CardContent>
                <StepHeading step={3} title="Your Information" />
                {YourInformationStep ? (
                  <YourInformationStep
                    form={flow.form}
                    service={service}
                    isCard={isCard}
                    isSubmitting={flow.isSubmitting}
                    onConfirm={() => void flow.confirm()}
                    onPayByCard={(e) => void flow.payByCard(e)}
                    onZelle={() => setZelleOpen(true)}
                    coupon={flow.coupon}
                  />
                ) : (
                  <PendingPart failed={information.failed} onRetry={information.request} height={520} />
                )}
              </CardContent>
            </Card>
          )}
        </Box>

        <Box sx={{ position: { md: 'sticky' }, top: { md: 96 }, display: 'grid', gap: 2 }}>
          <BookingSummaryCard
            control={flow.form.control}
            service={service}
            slot={flow.slot}
            today={slots.today}
            placeholder={<BookingHowItWorks />}
            couponQuote={flow.coupon.quote}
          />
        </Box>
      </Box>
      <WaitlistLeaveDialog />
      <ZelleQrDialogRemote
        brand="coaching"
        open={zelleOpen}
        onClose={() => setZelleOpen(false)}
        serviceName={service?.name ?? flow.outcome?.serviceName ?? COACHING_SERVICES[0].name}
        amount={
          service
            ? (flow.coupon.quote?.totalCents ?? service.price)
            : (flow.outcome?.booking.amount ?? COACHING_SERVICES[0].price)
        }
        bookingId={flow.outcome?.booking.id}
      />
    </>
  );
});

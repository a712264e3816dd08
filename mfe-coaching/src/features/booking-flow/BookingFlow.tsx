import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { COACHING_SERVICES } from '@app/contracts';
import { squarePaymentUrl } from '../booking/squarePaymentUrl';
import { TimeSlotPicker } from '../scheduling/TimeSlotPicker';
import { useBookableSlots } from '../scheduling/useBookableSlots';
import { useCoachingServices } from '../services/useCoachingServices';
import { BookingCompleted } from './BookingCompleted';
import { BookingHowItWorks } from './BookingHowItWorks';
import { BookingSummaryCard } from './BookingSummaryCard';
import { CardPayPanel } from './CardPayPanel';
import { InformationStep } from './InformationStep';
import { PaymentMethodPicker } from './PaymentMethodPicker';
import { ServiceStep } from './ServiceStep';
import { StepHeading } from './StepHeading';
import { useCoachingPageBooking } from './useCoachingPageBooking';
import { ZelleQrDialogRemote } from './ZelleQrDialogRemote';

/** SPEC §2 /booking: service → date and time → your information, with the summary beside it. */
export function BookingFlow() {
  const { services, isLoading: servicesLoading } = useCoachingServices();
  const slots = useBookableSlots();
  const flow = useCoachingPageBooking(services, slots.today);
  const [zelleOpen, setZelleOpen] = useState(false);
  // Only what this level needs: typing a name re-renders the summary, not the service cards and the slots.
  const [serviceId, paymentMethod] = useWatch({ control: flow.form.control, name: ['serviceId', 'paymentMethod'] });
  const errors = flow.form.formState.errors;
  const service = flow.service;
  const isCard = paymentMethod === 'square';

  return (
    <>
      {flow.completed && <BookingCompleted info={flow.completed} onClose={flow.dismissCompleted} />}
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <Card variant="outlined">
            <CardContent>
              <StepHeading step={1} title="Choose Your Service" />
              <ServiceStep
                services={services}
                isLoading={servicesLoading}
                selectedId={serviceId}
                onSelect={flow.chooseService}
                error={errors.serviceId?.message}
              />
            </CardContent>
          </Card>

          {service && (
            <Card variant="outlined">
              <CardContent>
                <StepHeading step={2} title="Pick a Date & Time" />
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
                />
              </CardContent>
            </Card>
          )}

          {service && flow.slot && (
            <Card variant="outlined">
              <CardContent>
                <StepHeading step={3} title="Your Information" />
                <Box component="form" noValidate aria-label="Your Information" onSubmit={(e) => { e.preventDefault(); void flow.confirm(); }} sx={{ display: 'grid', gap: 3 }}>
                  <InformationStep form={flow.form} />
                  <PaymentMethodPicker control={flow.form.control} onZelle={() => setZelleOpen(true)} />
                  {isCard ? (
                    <CardPayPanel
                      previewUrl={squarePaymentUrl({ serviceId: service.id, serviceName: service.name, priceCents: service.price })}
                      priceCents={service.price}
                      pending={flow.pendingCard}
                      onPay={(e) => void flow.payByCard(e)}
                      isSubmitting={flow.isSubmitting}
                    />
                  ) : (
                    <Button type="submit" variant="contained" size="large" disabled={flow.isSubmitting}>
                      {flow.isSubmitting ? 'Confirming...' : 'Confirm Booking'}
                    </Button>
                  )}
                </Box>
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
          />
        </Box>
      </Box>
      <ZelleQrDialogRemote
        open={zelleOpen}
        onClose={() => setZelleOpen(false)}
        serviceName={service?.name ?? COACHING_SERVICES[0].name}
        amount={service?.price ?? COACHING_SERVICES[0].price}
      />
    </>
  );
}

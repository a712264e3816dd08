import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { dateHeading } from '@app/contracts';
import { useReveal, useVisitorSlotTime, ZelleQrDialogRemote } from '@app/web-kit';
import { SECTION_IDS } from '../../layout/sections';
import { Section } from '../../layout/Section';
import { TimeSlotPicker } from '../scheduling/TimeSlotPicker';
import { useBookableSlots } from '../scheduling/useBookableSlots';
import { useCoachingServices } from '../services/useCoachingServices';
import { BookingOutcome } from '../booking-shared/BookingOutcome';
import { BookingDetailsForm } from './BookingDetailsForm';
import { useHomeBooking } from './useHomeBooking';

/** SPEC §2 "Book Your Session": available times on the left, the details form on the right. */
export function BookingSection() {
  const slots = useBookableSlots();
  const { services } = useCoachingServices();
  const booking = useHomeBooking(services, slots.today);
  const selected = booking.selectedSlot;
  const selectedLocal = useVisitorSlotTime(selected?.startTime);
  // On a phone the form sits below a week of times: a chosen time brings it into view; a booking, its outcome.
  const detailsRef = useReveal<HTMLDivElement>(selected?.id);
  const outcomeRef = useReveal<HTMLDivElement>(booking.outcome?.booking.id, { focus: true });

  return (
    <Section
      id={SECTION_IDS.booking}
      title="Book Your Session"
      subtitle="Pick a time that suits you, up to 6 days ahead. Sessions run in Eastern Time."
      tinted
    >
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h3" gutterBottom>
              Available Times
            </Typography>
            <TimeSlotPicker
              groups={slots.groups}
              today={slots.today}
              counts={slots.counts}
              selectedId={selected?.id}
              onChoose={(slot) => slots.choose(slot, booking.selectSlot)}
              isLoading={slots.isLoading}
              isError={slots.isError}
              onRetry={() => void slots.refetch()}
              headingLevel="h4"
            />
          </CardContent>
        </Card>
        <Card variant="outlined" ref={detailsRef} sx={{ scrollMarginTop: 88 }}>
          <CardContent>
            <Typography variant="h6" component="h3" gutterBottom>
              Session Details
            </Typography>
            {booking.outcome && (
              <Box
                ref={outcomeRef}
                tabIndex={-1}
                role="region"
                aria-label="Your booking"
                sx={{ scrollMarginTop: 88, outline: 'none' }}
              >
                <BookingOutcome
                  // A new booking starts its own follow-up (hold clock, polling), never the previous one's.
                  key={booking.outcome.booking.id}
                  info={booking.outcome}
                  onClose={booking.dismissOutcome}
                  onChooseAnother={() => {
                    booking.chooseAnotherTime();
                    void slots.refetch();
                  }}
                  onZelleQr={() => booking.setZelleQrOpen(true)}
                />
              </Box>
            )}
            <BookingDetailsForm
              form={booking.form}
              services={services}
              selectedTime={
                selected
                  ? `${dateHeading(selected.date, slots.today)} at ${selected.time} ET${selectedLocal ? ` · ${selectedLocal} your time` : ''}`
                  : null
              }
              onSubmit={booking.submit}
              isSubmitting={booking.isSubmitting}
            />
          </CardContent>
        </Card>
      </Box>
      {booking.outcome && (
        <ZelleQrDialogRemote
          brand="coaching"
          open={booking.zelleQrOpen}
          onClose={() => booking.setZelleQrOpen(false)}
          serviceName={booking.outcome.serviceName}
          amount={booking.outcome.booking.amount}
          bookingId={booking.outcome.booking.id}
        />
      )}
    </Section>
  );
}

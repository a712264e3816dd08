import {
  canChangeBooking,
  changeDeadline,
  formatSessionWhen,
  formatSessionWhenLocal,
  MANAGE_BOOKING_MESSAGES,
  type ManageBookingDto,
} from '@app/contracts';
import type { BookingEntity } from '../bookings/booking.entity';
import { effectiveStatus } from '../bookings/live-booking';
import type { TimeSlotEntity } from '../scheduling/time-slot.entity';

/**
 * The manage page's view of a booking. No tokens: the page was opened with the manage token already, and the chat
 * token is not stored in readable form. A card hold that ran out reads as expired even before the sweeper ran.
 */
export function toManageBookingDto(booking: BookingEntity, slot: TimeSlotEntity, now: Date): ManageBookingDto {
  const status = effectiveStatus(booking, now);
  const changeable = canChangeBooking({ status, startsAt: slot.startsAt }, now);
  return {
    id: booking.id,
    brand: booking.brand,
    serviceId: booking.serviceId,
    serviceName: booking.serviceName,
    fullName: booking.fullName,
    email: booking.email,
    startTime: slot.startsAt.toISOString(),
    endTime: slot.endsAt.toISOString(),
    whenEastern: formatSessionWhen(slot.startsAt),
    whenLocal: formatSessionWhenLocal(slot.startsAt, booking.timeZone),
    timeZone: booking.timeZone,
    deliveryPreference: booking.deliveryPreference,
    videoPlatform: booking.videoPlatform,
    status,
    paymentStatus: booking.paymentStatus,
    paymentMethod: booking.paymentMethod,
    amount: booking.amountCents,
    canCancel: changeable,
    canReschedule: changeable,
    changeDeadline: changeDeadline(slot.startsAt).toISOString(),
    policy: MANAGE_BOOKING_MESSAGES.policy,
  };
}

/**
 * The manage link's request schemas (issue 19), apart from manage-booking.ts's texts and time helpers, which the
 * booking pages use at load: yup comes with a page's first validation, not with its words (issue 31).
 */
import { object, string } from 'yup';
import { VALIDATION_MESSAGES } from './messages';

/**
 * The slot a move starts from, as the page showed it (optional): a move from a slot the booking has already left is
 * refused (409), so two tabs moving one booking at once end with one move and one e-mail, not two.
 */
export const fromTimeSlotIdSchema = string().trim().max(100, VALIDATION_MESSAGES.timeSlotRequired).optional();

/** POST /api/manage/:token/reschedule. */
export const rescheduleBookingSchema = object({
  timeSlotId: string()
    .trim()
    .max(100, VALIDATION_MESSAGES.timeSlotRequired)
    .required(VALIDATION_MESSAGES.timeSlotRequired),
  fromTimeSlotId: fromTimeSlotIdSchema,
});

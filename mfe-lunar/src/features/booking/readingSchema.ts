/**
 * The reading form's schema (§5), imported on its own by LunarBookingForm's first validation: it and yup stay out
 * of /lunar-booking's first load (issue 31).
 */
export { bookingFormSchema } from '@app/contracts';

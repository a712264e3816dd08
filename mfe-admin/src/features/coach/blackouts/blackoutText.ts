/** Texts of the Hours & blackouts panel's booking decisions (the spec names none; these say what happens). */
export const BLACKOUT_TEXT = {
  stillBooked: (n: number) => `${n} ${n === 1 ? 'booking is' : 'bookings are'} still on this day`,
  addedWithBookings: (n: number) =>
    `${n} ${n === 1 ? 'booking is' : 'bookings are'} on this day: choose to cancel, move or keep ${n === 1 ? 'it' : 'them'}.`,
  reviewIntro:
    'These sessions were booked before you closed the day. Cancel one (the customer is e-mailed your reason), move ' +
    'it to a free time (the customer is e-mailed the new time), or keep it.',
  noneLeft: 'No bookings left on this day.',
  cancelledAll: (n: number) => `Cancelled ${n} ${n === 1 ? 'booking' : 'bookings'}`,
  cancelledAllDetail: 'The customers have been e-mailed.',
  cancelAllFailed: (n: number) => `${n} ${n === 1 ? 'booking' : 'bookings'} could not be cancelled`,
} as const;

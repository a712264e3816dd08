import { object, string } from 'yup';
import { VALIDATION_MESSAGES as M, emailString } from '@app/contracts';

/*
 * The checkout form's schema, in a module of its own: the form loads it (and yup with it) for its first validation,
 * not with the page (issue 31).
 */

const need = () => string().trim().required(M.checkoutMissing);
const optional = () => string().default('');

/**
 * §5: every field is required ("Please fill in all required fields") and the card fields have no format checks
 * here: the gateway judges the card (Luhn, expiry in the future, CVV length, declines) and its message is shown,
 * so the page and the server never disagree about a card. With Square's fields only the customer is ours.
 */
export function checkoutSchema({ newBooking, sandboxCard }: { newBooking: boolean; sandboxCard: boolean }) {
  return object({
    serviceId: newBooking ? need() : optional(),
    timeSlotId: newBooking ? need() : optional(),
    name: need().min(2, M.fullNameMin).max(100, 'Name is too long'),
    email: emailString().required(M.checkoutMissing),
    cardNumber: sandboxCard ? need() : optional(),
    expiry: sandboxCard ? need() : optional(),
    cvv: sandboxCard ? need() : optional(),
    billingZip: sandboxCard ? need().max(10, 'ZIP code must be at most 10 characters') : optional(),
    couponCode: optional(),
  });
}

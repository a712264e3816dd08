import type { BookingDto, BookingStatus, ManageBookingDto, PaymentQuoteDto, PaymentStatus } from '@app/contracts';
import { api } from '../../app/api';

/** A booking as created (issue 13: a card booking may carry the end of its 15-minute hold). */
export type CreatedBooking = BookingDto & { holdExpiresAt?: string | null };

/** Where a held card booking stands now, from the server. */
export interface BookingProgress {
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  /** ISO; null once the hold no longer runs (or when the manage view answered). */
  holdExpiresAt: string | null;
}

export const bookingProgressApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The payment quote carries the booking's current block while it can be paid. Once it cannot (paid,
     * released, cancelled) the quote answers 409, so the manage view — the link the booking came with — says which.
     */
    getBookingProgress: build.query<BookingProgress, { bookingId: string; manageToken?: string }>({
      async queryFn({ bookingId, manageToken }, _api, _extra, baseQuery) {
        const quote = await baseQuery({ url: 'api/payments/quote', params: { bookingId } });
        const block = (quote.data as PaymentQuoteDto | undefined)?.booking;
        if (!quote.error && block) {
          return {
            data: { status: block.status, paymentStatus: block.paymentStatus, holdExpiresAt: block.holdExpiresAt },
          };
        }
        if (manageToken) {
          const managed = await baseQuery(`api/manage/${encodeURIComponent(manageToken)}`);
          if (!managed.error) {
            const view = managed.data as ManageBookingDto;
            return { data: { status: view.status, paymentStatus: view.paymentStatus, holdExpiresAt: null } };
          }
        }
        return { error: quote.error ?? { status: 'CUSTOM_ERROR', message: 'The quote has no booking' } };
      },
    }),
  }),
});

export const { useGetBookingProgressQuery } = bookingProgressApi;

import type { PaymentReceiptDto } from '@app/contracts';
import { api } from '../../app/api';

export const paymentReceiptApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/payments/:id: the server's record of a payment (what was paid, how much, the receipt reference). */
    getPaymentReceipt: build.query<PaymentReceiptDto, string>({
      query: (id) => `api/payments/${encodeURIComponent(id)}`,
    }),
  }),
});

export const { useGetPaymentReceiptQuery } = paymentReceiptApi;

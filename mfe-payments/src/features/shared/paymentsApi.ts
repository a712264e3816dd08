import type {
  PaymentConfigDto,
  CreatePaymentRequest,
  CreatePaymentResponse,
  PaymentQuoteDto,
  PaymentQuoteQuery,
  PaymentReceiptDto,
  SquarePaymentRequest,
  SquarePaymentResponse,
} from '@app/contracts';
import { api } from '../../app/api';

/**
 * The card calls of SPEC §7 and the order reads of issue 13. Mutations do not retry (§8), so a card is never
 * charged twice by us.
 */
export const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    createPayment: build.mutation<CreatePaymentResponse, CreatePaymentRequest>({
      query: (body) => ({ url: 'api/square/create-payment', method: 'POST', body }),
    }),
    /** Sandbox card fields, or Square's tokenized fields (DESIGN §3). */
    paymentConfig: build.query<PaymentConfigDto, void>({ query: () => 'api/payment-config' }),
    squarePayment: build.mutation<SquarePaymentResponse, SquarePaymentRequest>({
      query: (body) => ({ url: 'api/square-payment', method: 'POST', body }),
    }),
    /** What the order costs and how to word it: the only amount a payment screen shows. */
    paymentQuote: build.query<PaymentQuoteDto, PaymentQuoteQuery>({
      query: (params) => ({ url: 'api/payments/quote', params: { ...params } }),
    }),
    /** The server's record of a payment: what the done screen and /success show. */
    paymentReceipt: build.query<PaymentReceiptDto, string>({
      query: (paymentId) => `api/payments/${encodeURIComponent(paymentId)}`,
    }),
  }),
});

export const {
  useCreatePaymentMutation,
  useSquarePaymentMutation,
  usePaymentConfigQuery,
  usePaymentQuoteQuery,
  usePaymentReceiptQuery,
} = paymentsApi;

import type {
  PaymentConfigDto,
  CreatePaymentRequest,
  CreatePaymentResponse,
  SquarePaymentRequest,
  SquarePaymentResponse,
} from '@app/contracts';
import { api } from '../../app/api';

/** The two card calls of SPEC §7. Mutations do not retry (§8), so a card is never charged twice by us. */
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
  }),
});

export const { useCreatePaymentMutation, useSquarePaymentMutation, usePaymentConfigQuery } = paymentsApi;

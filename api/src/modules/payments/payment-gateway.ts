import type { CardBrand } from '@app/contracts';
import type { PaymentProviderName } from '../../config/app-config.schema';

/**
 * Raw card fields, only ever accepted by the sandbox provider. They live in memory for the length of one request:
 * never stored, never logged (DESIGN §3). The square provider refuses them and takes a browser-made token instead.
 */
export interface RawCard {
  number: string;
  expiryMonth: string;
  expiryYear: string;
  cvv: string;
  billingZip: string;
}

export type PaymentSource = { kind: 'card'; card: RawCard } | { kind: 'token'; sourceId: string };

export interface ChargeRequest {
  amountCents: number;
  currency: 'USD';
  /** Sent to the provider too, so a retry after a timeout cannot charge twice. */
  idempotencyKey: string;
  /** Our payment row's id, stored by the provider as its reference. */
  reference: string;
  description: string;
  customer: { email: string; name: string };
  source: PaymentSource;
}

export type ChargeResult =
  | { outcome: 'approved'; providerReference: string; cardBrand: CardBrand | null; cardLast4: string | null }
  | { outcome: 'declined'; message: string; cardBrand: CardBrand | null; cardLast4: string | null }
  /** The card data itself is wrong (fails Luhn, no such month, CVV length): a 400 for the form, nothing attempted. */
  | { outcome: 'invalid'; message: string; field: keyof RawCard };

export interface HostedCheckoutRequest {
  amountCents: number;
  idempotencyKey: string;
  reference: string;
  description: string;
  customer: { email: string; name: string };
}

export interface HostedCheckout {
  checkoutUrl: string;
  /** What the provider's webhook will name when the customer has paid. */
  providerReference: string;
}

/** A payment event from the provider's webhook, reduced to what we act on. */
export interface GatewayPaymentEvent {
  /** The payment id and, for hosted checkouts, the order id: either may match a payment row. */
  references: string[];
  paymentId: string;
  status: 'approved' | 'failed' | 'pending';
  cardBrand: CardBrand | null;
  cardLast4: string | null;
}

export interface PaymentGateway {
  readonly name: PaymentProviderName;
  /** False for real providers: card numbers must be tokenized in the browser and never reach the server. */
  readonly acceptsRawCards: boolean;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /**
   * A provider-hosted payment page for calls that carry no card (POST /api/square/create-payment); null when the
   * provider has none (the sandbox), and then such a call is refused: nothing is paid without a card.
   */
  createHostedCheckout(request: HostedCheckoutRequest): Promise<HostedCheckout | null>;
  refund(providerReference: string, amountCents: number, idempotencyKey: string): Promise<void>;
  /** Checks a webhook's signature over the raw body; false for providers without webhooks. */
  verifyWebhook(rawBody: string, signature: string | undefined): Promise<boolean>;
  parseWebhook(body: unknown): GatewayPaymentEvent | null;
}

export const PAYMENT_GATEWAY = Symbol('PAYMENT_GATEWAY');

/** A provider that could not be reached or answered unexpectedly: a 502, the customer may retry. */
export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError';
}

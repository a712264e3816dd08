import { CARD_DECLINED_MESSAGE, type CardBrand } from '@app/contracts';
import { SquareClient, SquareEnvironment, SquareError, WebhooksHelper } from 'square';
import type { SquareConfig } from '../../../config/app-config.schema';
import {
  type ChargeRequest,
  type ChargeResult,
  type GatewayPaymentEvent,
  type HostedCheckout,
  type HostedCheckoutRequest,
  type PaymentGateway,
  PaymentProviderError,
} from '../payment-gateway';

const BRANDS: Record<string, CardBrand> = {
  VISA: 'visa',
  MASTERCARD: 'mastercard',
  AMERICAN_EXPRESS: 'amex',
  DISCOVER: 'discover',
};

export function squareCardBrand(brand: string | undefined): CardBrand | null {
  return brand ? (BRANDS[brand] ?? 'unknown') : null;
}

/** The part of the Square SDK this gateway uses (so a test can hand in a stand-in). */
export type SquarePaymentsApi = Pick<SquareClient, 'payments' | 'refunds' | 'checkout'>;

/**
 * Square through its official SDK. Cards are tokenized in the browser by Square's Web Payments SDK; this server
 * only ever receives the token (`sourceId`) and never card numbers. Calls without a token get a Square-hosted
 * checkout link instead; its completion arrives by the signed webhook.
 */
export class SquareGateway implements PaymentGateway {
  readonly name = 'square' as const;
  readonly acceptsRawCards = false;
  private readonly client: SquarePaymentsApi;

  constructor(
    private readonly config: SquareConfig,
    client?: SquarePaymentsApi,
  ) {
    this.client =
      client ??
      new SquareClient({
        token: config.accessToken,
        environment: config.environment === 'production' ? SquareEnvironment.Production : SquareEnvironment.Sandbox,
      });
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    if (request.source.kind !== 'token') throw new PaymentProviderError('Square only accepts tokenized cards');
    try {
      const { payment } = await this.client.payments.create({
        sourceId: request.source.sourceId,
        idempotencyKey: request.idempotencyKey,
        amountMoney: { amount: BigInt(request.amountCents), currency: request.currency },
        locationId: this.config.locationId,
        referenceId: request.reference,
        note: request.description.slice(0, 500),
        buyerEmailAddress: request.customer.email,
        autocomplete: true,
      });
      const card = {
        cardBrand: squareCardBrand(payment?.cardDetails?.card?.cardBrand),
        cardLast4: payment?.cardDetails?.card?.last4 ?? null,
      };
      if (payment?.id && (payment.status === 'COMPLETED' || payment.status === 'APPROVED')) {
        return { outcome: 'approved', providerReference: payment.id, ...card };
      }
      return { outcome: 'declined', message: CARD_DECLINED_MESSAGE, ...card };
    } catch (error) {
      if (isCardError(error)) {
        return { outcome: 'declined', message: CARD_DECLINED_MESSAGE, cardBrand: null, cardLast4: null };
      }
      throw new PaymentProviderError(`Square payment failed: ${describe(error)}`);
    }
  }

  async createHostedCheckout(request: HostedCheckoutRequest): Promise<HostedCheckout> {
    try {
      const { paymentLink } = await this.client.checkout.paymentLinks.create({
        idempotencyKey: request.idempotencyKey,
        description: request.reference,
        quickPay: {
          name: request.description.slice(0, 255),
          priceMoney: { amount: BigInt(request.amountCents), currency: 'USD' },
          locationId: this.config.locationId,
        },
        prePopulatedData: { buyerEmail: request.customer.email },
      });
      if (!paymentLink?.url || !paymentLink.orderId) throw new Error('no payment link in the answer');
      return { checkoutUrl: paymentLink.url, providerReference: paymentLink.orderId };
    } catch (error) {
      throw new PaymentProviderError(`Square checkout link failed: ${describe(error)}`);
    }
  }

  async refund(providerReference: string, amountCents: number, idempotencyKey: string): Promise<void> {
    try {
      await this.client.refunds.refundPayment({
        idempotencyKey: `refund-${idempotencyKey}`.slice(0, 45),
        paymentId: providerReference,
        amountMoney: { amount: BigInt(amountCents), currency: 'USD' },
        reason: 'The booked time slot was taken before the payment completed',
      });
    } catch (error) {
      throw new PaymentProviderError(`Square refund failed: ${describe(error)}`);
    }
  }

  /** Square signs notificationUrl + body with HMAC-SHA256 (header x-square-hmacsha256-signature). */
  async verifyWebhook(rawBody: string, signature: string | undefined): Promise<boolean> {
    if (!signature) return false;
    return WebhooksHelper.verifySignature({
      requestBody: rawBody,
      signatureHeader: signature,
      signatureKey: this.config.webhookSignatureKey,
      notificationUrl: this.config.webhookUrl,
    });
  }

  /** payment.created / payment.updated events; anything else is acknowledged and ignored. */
  parseWebhook(body: unknown): GatewayPaymentEvent | null {
    const event = body as SquarePaymentWebhook | null;
    if (!event || !['payment.created', 'payment.updated'].includes(event.type ?? '')) return null;
    const payment = event.data?.object?.payment;
    if (!payment?.id) return null;
    const status =
      payment.status === 'COMPLETED'
        ? 'approved'
        : ['FAILED', 'CANCELED'].includes(payment.status ?? '')
          ? 'failed'
          : 'pending';
    return {
      references: [payment.id, payment.order_id, payment.reference_id].filter((r): r is string => !!r),
      paymentId: payment.id,
      status,
      cardBrand: squareCardBrand(payment.card_details?.card?.card_brand),
      cardLast4: payment.card_details?.card?.last_4 ?? null,
    };
  }
}

/** Webhook bodies are the raw snake_case JSON of Square's API. */
interface SquarePaymentWebhook {
  type?: string;
  data?: {
    object?: {
      payment?: {
        id?: string;
        status?: string;
        order_id?: string;
        reference_id?: string;
        card_details?: { card?: { card_brand?: string; last_4?: string } };
      };
    };
  };
}

function isCardError(error: unknown): boolean {
  return error instanceof SquareError && error.errors.some((e) => e.category === 'PAYMENT_METHOD_ERROR');
}

/** Error codes only: Square's error details can echo request fields, and nothing of a card may reach the logs. */
function describe(error: unknown): string {
  if (error instanceof SquareError) {
    return `HTTP ${error.statusCode ?? '?'} ${error.errors.map((e) => e.code).join(', ') || 'no error code'}`;
  }
  return error instanceof Error ? error.name : 'unknown error';
}

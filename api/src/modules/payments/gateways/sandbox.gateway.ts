import { randomUUID } from 'node:crypto';
import { cardBrand, cardLast4, CARD_DECLINED_MESSAGE, sandboxCardOutcome, VALIDATION_MESSAGES } from '@app/contracts';
import type {
  ChargeRequest,
  ChargeResult,
  GatewayPaymentEvent,
  HostedCheckout,
  PaymentGateway,
} from '../payment-gateway';

/** Square's documented sandbox nonces, so the token path can be exercised without Square. */
export const SANDBOX_NONCES = { approved: 'cnon:card-nonce-ok', declined: 'cnon:card-nonce-declined' } as const;

/**
 * The default provider: nothing real is charged. Deterministic test cards (contracts SANDBOX_TEST_CARDS): any
 * Luhn-valid number approves except the listed decline cards; a number failing Luhn is invalid. Only brand and
 * last 4 leave this class.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;
  readonly acceptsRawCards = true;

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    if (request.source.kind === 'token') {
      return request.source.sourceId === SANDBOX_NONCES.declined
        ? { outcome: 'declined', message: CARD_DECLINED_MESSAGE, cardBrand: null, cardLast4: null }
        : { outcome: 'approved', providerReference: `sandbox_${randomUUID()}`, cardBrand: null, cardLast4: null };
    }
    const { number } = request.source.card;
    const outcome = sandboxCardOutcome(number);
    if (outcome === 'invalid') return { outcome, message: VALIDATION_MESSAGES.cardNumberInvalid };
    const card = { cardBrand: cardBrand(number), cardLast4: cardLast4(number) };
    return outcome === 'approved'
      ? { outcome, providerReference: `sandbox_${randomUUID()}`, ...card }
      : { outcome, message: CARD_DECLINED_MESSAGE, ...card };
  }

  /** The sandbox has no hosted page: a call without card data is approved at once (it is a simulation). */
  async createHostedCheckout(): Promise<HostedCheckout | null> {
    return null;
  }

  async refund(): Promise<void> {}

  async verifyWebhook(): Promise<boolean> {
    return false;
  }

  parseWebhook(): GatewayPaymentEvent | null {
    return null;
  }
}

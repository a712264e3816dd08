import { randomUUID } from 'node:crypto';
import { cardBrand, cardLast4, CARD_DECLINED_MESSAGE } from '@app/contracts';
import type {
  ChargeRequest,
  ChargeResult,
  GatewayPaymentEvent,
  HostedCheckout,
  PaymentGateway,
} from '../payment-gateway';
import { judgeSandboxCard } from './sandbox-card-rules';

/** Square's documented sandbox nonces, so the tokenized path can be exercised without Square. */
export const SANDBOX_NONCES = { approved: 'cnon:card-nonce-ok', declined: 'cnon:card-nonce-declined' } as const;

/**
 * The default provider: nothing real is charged, but cards are judged as a processor would (sandbox-card-rules.ts:
 * Luhn, expiry, CVV length, the decline test cards). It has no hosted page: a call without card data is refused,
 * never approved. Only brand and last 4 leave this class.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;
  readonly acceptsRawCards = true;

  /** `now` is the app's clock, so an expiry is judged against the same time as everything else. */
  constructor(private readonly now: () => Date = () => new Date()) {}

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    if (request.source.kind === 'token') {
      return request.source.sourceId === SANDBOX_NONCES.declined
        ? { outcome: 'declined', message: CARD_DECLINED_MESSAGE, cardBrand: null, cardLast4: null }
        : { outcome: 'approved', providerReference: `sandbox_${randomUUID()}`, cardBrand: null, cardLast4: null };
    }
    const { card } = request.source;
    const verdict = judgeSandboxCard(card, this.now());
    if (verdict.outcome === 'invalid') return verdict;
    const seen = { cardBrand: cardBrand(card.number), cardLast4: cardLast4(card.number) };
    return verdict.outcome === 'approved'
      ? { outcome: 'approved', providerReference: `sandbox_${randomUUID()}`, ...seen }
      : { outcome: 'declined', message: verdict.message, ...seen };
  }

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

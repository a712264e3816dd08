import type { BrandId, BrandSettings } from '@app/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { EntityManager } from 'typeorm';
import type { AppConfigService } from '../../config/app-config.module';
import { BookingMailsService } from './booking-mails.service';
import type { PaymentFacts } from '../payments/payment-facts.read-model';
import type { ContactFacts } from '../contact/contact-facts.read-model';
import type { ReviewFacts } from '../reviews/review-facts.read-model';
import type { QuestionFacts } from '../subscriptions/subscription-messages.read-model';
import { MailerService } from './mailer/mailer.service';
import type { MailAddress, MailType } from './mailer/outgoing-mail';
import { fromBrand } from './templates/brand-mail';
import { brandVoice } from './templates/brand-voice';
import { coachNewSubscription, coachQuestion, coachReview } from './templates/coach.templates';
import { contactAcknowledgement, contactToBrand } from './templates/contact.templates';
import type { ComposedMail } from './templates/customer-booking.templates';
import { renderMail } from './templates/mail-blocks';
import { paymentReceipt, paymentRefunded } from './templates/payment.templates';
import { subscriberSignIn, subscriberSignInNoPlan } from './templates/subscriber-sign-in.templates';
import {
  subscriptionActivated,
  subscriptionAnswered,
  subscriptionConfirmation,
} from './templates/subscription.template';
import { coachSubscriptionCancelled, subscriptionCancelled } from './templates/subscription-cancelled.template';
import { subscriptionAlreadyActive, subscriptionPendingAgain } from './templates/subscription-start-again.templates';
import { type RenewalFacts, subscriptionRenewed } from './templates/subscription-renewed.template';
import type { SignInRequestFacts, SubscriptionFacts } from '../subscriptions/subscription-facts.read-model';

/** Monthly plans are a coaching product; reviews come from the Lunar Light review form. */
const SUBSCRIPTION_BRAND: BrandId = 'coaching';
const REVIEW_BRAND: BrandId = 'lunar';

/** E-mails about subscriptions, payments, reviews and contact messages, written to the outbox in the caller's transaction. */
@Injectable()
export class PeopleMailsService {
  private readonly brands: Record<BrandId, BrandSettings>;

  constructor(
    private readonly mailer: MailerService,
    private readonly bookingMails: BookingMailsService,
    @Inject(ConfigService) config: AppConfigService,
  ) {
    this.brands = config.get('brands', { infer: true });
  }

  private get links() {
    return this.bookingMails.links;
  }

  /** `couponRefused`: a code this address had already used; the e-mail says why the plan is at full price. */
  subscriptionWelcome(manager: EntityManager, s: SubscriptionFacts, couponRefused?: string): Promise<void> {
    const brand = this.brands[SUBSCRIPTION_BRAND];
    return this.toCustomer(
      manager,
      brand,
      'subscription-confirmation',
      subscriber(s),
      subscriptionConfirmation(brand, this.links, s, couponRefused),
    );
  }

  subscriptionActivated(manager: EntityManager, s: SubscriptionFacts, via: 'card' | 'coach'): Promise<void> {
    const brand = this.brands[SUBSCRIPTION_BRAND];
    const mail = subscriptionActivated(brand, this.links, s, via);
    return this.toCustomer(manager, brand, 'subscription-activated', subscriber(s), mail);
  }

  subscriptionAnswered(manager: EntityManager, s: SubscriptionFacts, question: string, answer: string): Promise<void> {
    const brand = this.brands[SUBSCRIPTION_BRAND];
    const mail = subscriptionAnswered(brand, this.links, s, question, answer);
    return this.toCustomer(manager, brand, 'subscription-answered', subscriber(s), mail);
  }

  /** The coach cancelled the plan (issue 27); `reason` is quoted when given. */
  subscriptionCancelled(
    manager: EntityManager,
    s: SubscriptionFacts,
    reason: string | null,
    by: 'coach' | 'subscriber',
  ): Promise<void> {
    const brand = this.brands[SUBSCRIPTION_BRAND];
    const mail = subscriptionCancelled(brand, this.links, s, reason, by);
    return this.toCustomer(manager, brand, 'subscription-cancelled', subscriber(s), mail);
  }

  /** The subscriber cancelled their own plan (issue 29): the coach hears of it without opening the console. */
  coachSubscriptionCancelled(manager: EntityManager, s: SubscriptionFacts): Promise<void> {
    const brand = this.brands[SUBSCRIPTION_BRAND];
    const mail = coachSubscriptionCancelled(brand, this.links, s);
    return this.toCoach(manager, brand, 'coach-subscription-cancelled', mail, subscriber(s));
  }

  /** The coach recorded a renewal payment (issue 27): the acknowledgement with the new paid-through date. */
  subscriptionRenewed(manager: EntityManager, s: SubscriptionFacts, renewal: RenewalFacts): Promise<void> {
    const brand = this.brands[SUBSCRIPTION_BRAND];
    const mail = subscriptionRenewed(brand, this.links, s, renewal);
    return this.toCustomer(manager, brand, 'subscription-renewed', subscriber(s), mail);
  }

  /**
   * Issue 28: the plan was started again for an address that already has it. The page answered as for a new plan;
   * this mail tells the owner which it was: still waiting for payment (how to pay it) or active (the way in). `token`
   * is a one-time sign-in link, or null when the address's link cap was reached.
   */
  subscriptionStartedAgain(manager: EntityManager, s: SubscriptionFacts, token: string | null): Promise<void> {
    const brand = this.brands[SUBSCRIPTION_BRAND];
    return s.status === 'active'
      ? this.toCustomer(
          manager,
          brand,
          'subscription-already-active',
          subscriber(s),
          subscriptionAlreadyActive(brand, this.links, s, token),
        )
      : this.toCustomer(
          manager,
          brand,
          'subscription-pending-again',
          subscriber(s),
          subscriptionPendingAgain(brand, this.links, s, token),
        );
  }

  /**
   * "Access Your Subscription": the one-time sign-in link, or, for an address without a subscription, a note that
   * there is none. Both are one outbox row, so the request costs the same either way (nothing to time).
   */
  subscriberSignIn(manager: EntityManager, who: SignInRequestFacts, token: string): Promise<void> {
    const brand = this.brands[SUBSCRIPTION_BRAND];
    const to = { name: who.customerName ?? '', address: who.email };
    const mail = who.customerName
      ? subscriberSignIn(brand, this.links, { ...who, customerName: who.customerName }, token)
      : subscriberSignInNoPlan(brand, this.links, who);
    return this.toCustomer(manager, brand, 'subscriber-sign-in', to, mail);
  }

  coachNewSubscription(manager: EntityManager, s: SubscriptionFacts): Promise<void> {
    const brand = this.brands[SUBSCRIPTION_BRAND];
    return this.toCoach(
      manager,
      brand,
      'coach-new-subscription',
      coachNewSubscription(brand, this.links, s),
      subscriber(s),
    );
  }

  coachQuestion(manager: EntityManager, s: SubscriptionFacts, question: QuestionFacts): Promise<void> {
    const brand = this.brands[SUBSCRIPTION_BRAND];
    const mail = coachQuestion(brand, this.links, s, question);
    return this.toCoach(manager, brand, 'coach-subscriber-question', mail, subscriber(s));
  }

  /** A review without an e-mail address is answered from the console only: the note then has no Reply-To. */
  async coachReview(manager: EntityManager, review: ReviewFacts): Promise<void> {
    const brand = this.brands[REVIEW_BRAND];
    const mail = coachReview(brand, this.links, review);
    const from = review.customerEmail ? { name: review.customerName, address: review.customerEmail } : undefined;
    await this.toCoach(manager, brand, 'coach-new-review', mail, from);
  }

  paymentReceipt(manager: EntityManager, p: PaymentFacts): Promise<void> {
    const brand = this.brands[p.brand];
    return this.toCustomer(manager, brand, 'payment-receipt', payer(p), paymentReceipt(brand, this.links, p));
  }

  paymentRefunded(manager: EntityManager, p: PaymentFacts, reason: string): Promise<void> {
    const brand = this.brands[p.brand];
    return this.toCustomer(manager, brand, 'payment-refunded', payer(p), paymentRefunded(brand, this.links, p, reason));
  }

  /** To the brand's inbox: from the brand, to the brand, Reply-To the sender (replying answers them). */
  async contactToBrand(manager: EntityManager, m: ContactFacts): Promise<void> {
    const brand = this.brands[m.brand];
    const mail = contactToBrand(brand, this.links, m);
    await this.mailer.enqueue(manager, {
      type: 'coach-contact-message',
      from: { name: brand.name, address: brand.email },
      to: { name: brand.name, address: brand.email },
      replyTo: { name: m.name, address: m.email },
      subject: mail.subject,
      ...renderMail(mail.blocks, brandVoice(brand.id), brand),
    });
  }

  contactAcknowledgement(manager: EntityManager, m: ContactFacts): Promise<void> {
    const brand = this.brands[m.brand];
    const to = { name: m.name, address: m.email };
    return this.toCustomer(manager, brand, 'contact-acknowledgement', to, contactAcknowledgement(brand, m));
  }

  private async toCustomer(
    manager: EntityManager,
    brand: BrandSettings,
    type: MailType,
    to: MailAddress,
    mail: ComposedMail,
  ): Promise<void> {
    await this.mailer.enqueue(manager, fromBrand(brand, type, to, mail));
  }

  private async toCoach(
    manager: EntityManager,
    brand: BrandSettings,
    type: MailType,
    mail: ComposedMail,
    customer: MailAddress | undefined,
  ): Promise<void> {
    const note = this.bookingMails.coachMail(brand, type, mail, customer ?? { name: brand.name, address: brand.email });
    await this.mailer.enqueue(manager, customer ? note : { ...note, replyTo: undefined });
  }
}

const subscriber = (s: SubscriptionFacts): MailAddress => ({ name: s.customerName, address: s.customerEmail });
const payer = (p: PaymentFacts): MailAddress => ({ name: p.customerName, address: p.customerEmail });

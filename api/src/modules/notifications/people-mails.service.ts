import type { BrandId, BrandSettings, PlanType, SubscriptionDto } from '@app/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AppConfigService } from '../../config/app-config.module';
import { BookingMails } from './booking-mails.service';
import type { DomainEventMap } from './domain-event-map';
import { Mailer } from './mailer/mailer.service';
import { coachNewSubscription, coachQuestion, coachReview, type QuestionFacts } from './templates/coach.templates';
import { brandVoice } from './templates/brand-voice';
import { renderMail } from './templates/mail-blocks';
import { subscriptionConfirmation } from './templates/subscription.template';

/** Monthly plans are a coaching product; reviews come from the Lunar Light review form. */
const SUBSCRIPTION_BRAND: BrandId = 'coaching';
const REVIEW_BRAND: BrandId = 'lunar';

/** E-mails about subscriptions and reviews (the people side). */
@Injectable()
export class PeopleMails {
  private readonly logger = new Logger(PeopleMails.name);
  private readonly brands: Record<BrandId, BrandSettings>;

  constructor(
    private readonly mailer: Mailer,
    private readonly bookingMails: BookingMails,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(ConfigService) config: AppConfigService,
  ) {
    this.brands = config.get('brands', { infer: true });
  }

  async subscriptionConfirmation(subscription: SubscriptionDto): Promise<void> {
    const brand = this.brands[SUBSCRIPTION_BRAND];
    const mail = subscriptionConfirmation(brand, this.bookingMails.links, subscription);
    const brandAddress = { name: brand.name, address: brand.email };
    await this.mailer.send({
      type: 'subscription-confirmation',
      from: brandAddress,
      to: { name: subscription.customerName, address: subscription.customerEmail },
      replyTo: brandAddress,
      subject: mail.subject,
      ...renderMail(mail.blocks, brandVoice(SUBSCRIPTION_BRAND), brand),
    });
  }

  async coachNewSubscription(subscription: SubscriptionDto): Promise<void> {
    const brand = this.brands[SUBSCRIPTION_BRAND];
    const mail = coachNewSubscription(brand, this.bookingMails.links, subscription);
    await this.mailer.send(
      this.bookingMails.coachMail(brand, 'coach-new-subscription', mail, {
        name: subscription.customerName,
        address: subscription.customerEmail,
      }),
    );
  }

  async coachQuestion(event: DomainEventMap['subscription.question']): Promise<void> {
    const who = await this.subscriber(event.subscriptionId);
    if (!who) {
      this.logger.warn(`Question ${event.message.id} names an unknown subscription; the coach was not e-mailed`);
      return;
    }
    const brand = this.brands[SUBSCRIPTION_BRAND];
    const mail = coachQuestion(brand, this.bookingMails.links, who, event);
    await this.mailer.send(
      this.bookingMails.coachMail(brand, 'coach-subscriber-question', mail, {
        name: who.customerName,
        address: who.customerEmail,
      }),
    );
  }

  async coachReview(review: DomainEventMap['review.submitted']['review']): Promise<void> {
    const brand = this.brands[REVIEW_BRAND];
    const mail = coachReview(brand, this.bookingMails.links, review);
    await this.mailer.send(
      this.bookingMails.coachMail(brand, 'coach-new-review', mail, {
        name: review.customerName,
        address: review.customerEmail,
      }),
    );
  }

  /** Who asked: read here so the question event stays small (the subscriptions module owns the table). */
  private async subscriber(subscriptionId: string): Promise<QuestionFacts | null> {
    const rows: Array<{ customer_name: string; customer_email: string; plan_type: PlanType }> =
      await this.dataSource.query(
        `SELECT customer_name, customer_email, plan_type FROM subscription WHERE id = $1`,
        [subscriptionId],
      );
    const row = rows[0];
    return row ? { customerName: row.customer_name, customerEmail: row.customer_email, planType: row.plan_type } : null;
  }
}

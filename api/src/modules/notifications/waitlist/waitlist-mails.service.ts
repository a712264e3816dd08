import type { BrandId, BrandSettings } from '@app/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { EntityManager } from 'typeorm';
import type { AppConfigService } from '../../../config/app-config.module';
import { LinkTokensService } from '../../link-tokens/link-tokens.service';
import { MailerService } from '../mailer/mailer.service';
import type { MailType } from '../mailer/outgoing-mail';
import { fromBrand } from '../templates/brand-mail';
import type { ComposedMail } from '../templates/customer-booking.templates';
import { WaitlistLinks } from './waitlist-links';
import { waitlistJoined, waitlistTimeOpen } from './waitlist-mail.templates';
import type { FreedSlot, WaitlistRecipient } from '../../waitlist/waitlist-facts.read-model';

/** The waitlist's e-mails, written to the mail outbox in the caller's transaction (DESIGN §3 E-mail). */
@Injectable()
export class WaitlistMailsService {
  private readonly links: WaitlistLinks;
  private readonly brands: Record<BrandId, BrandSettings>;

  constructor(
    private readonly mailer: MailerService,
    private readonly tokens: LinkTokensService,
    @Inject(ConfigService) config: AppConfigService,
  ) {
    this.links = new WaitlistLinks(config.get('publicUrl', { infer: true }));
    this.brands = config.get('brands', { infer: true });
  }

  joined(manager: EntityManager, brandId: BrandId, date: string, to: WaitlistRecipient): Promise<void> {
    const brand = this.brands[brandId];
    const leave = this.links.leave(brandId, this.tokens.waitlist(to.id));
    const mail = waitlistJoined(brand, date, { day: this.links.day(brandId, date), leave });
    return this.send(manager, brand, 'waitlist-joined', to.email, mail, leave);
  }

  async timeOpen(manager: EntityManager, slot: FreedSlot, recipients: WaitlistRecipient[]): Promise<void> {
    const brand = this.brands[slot.brand];
    for (const to of recipients) {
      const leave = this.links.leave(slot.brand, this.tokens.waitlist(to.id));
      const mail = waitlistTimeOpen(brand, slot.date, slot.time, {
        day: this.links.day(slot.brand, slot.date, slot.id),
        leave,
      });
      await this.send(manager, brand, 'waitlist-time-open', to.email, mail, leave);
    }
  }

  private async send(
    manager: EntityManager,
    brand: BrandSettings,
    type: MailType,
    address: string,
    mail: ComposedMail,
    unsubscribe: string,
  ): Promise<void> {
    await this.mailer.enqueue(manager, { ...fromBrand(brand, type, { name: '', address }, mail), unsubscribe });
  }
}

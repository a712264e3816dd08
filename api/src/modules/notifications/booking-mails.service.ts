import { formatSessionWhen, type BrandId, type BrandSettings } from '@app/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AppConfigService } from '../../config/app-config.module';
import { BOOKING_SNAPSHOT_SQL, type BookingSnapshot, type SnapshotRow, toBookingSnapshot } from './booking-snapshot';
import { buildSessionInvite } from './calendar/session-invite';
import { Mailer } from './mailer/mailer.service';
import type { MailAddress, MailType, OutgoingMail } from './mailer/outgoing-mail';
import type { ReminderKind } from './reminders/booking-mail-state.service';
import { SiteLinks } from './site-links';
import { coachCancelled, coachNewBooking, coachRescheduled } from './templates/coach.templates';
import {
  bookingCancelled,
  bookingConfirmation,
  bookingReminder,
  bookingRescheduled,
  type ComposedMail,
} from './templates/customer-booking.templates';
import { renderMail } from './templates/mail-blocks';
import { brandVoice } from './templates/brand-voice';
import { deliveryText, type BookingMailContext } from './templates/session-blocks';

/** Composes and sends every e-mail about a booking: to the customer in the brand's voice, and to the coach. */
@Injectable()
export class BookingMails {
  readonly links: SiteLinks;
  private readonly brands: Record<BrandId, BrandSettings>;

  constructor(
    private readonly mailer: Mailer,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(ConfigService) config: AppConfigService,
  ) {
    this.links = new SiteLinks(config.get('publicUrl', { infer: true }));
    this.brands = config.get('brands', { infer: true });
  }

  /** The committed booking as e-mails describe it; null if it does not exist. */
  async load(bookingId: string): Promise<BookingSnapshot | null> {
    const rows: SnapshotRow[] = await this.dataSource.query(BOOKING_SNAPSHOT_SQL, [bookingId]);
    return rows[0] ? toBookingSnapshot(rows[0]) : null;
  }

  async confirmation(booking: BookingSnapshot, manageToken: string): Promise<void> {
    const ctx = this.context(booking, manageToken);
    await this.toCustomer(ctx, 'booking-confirmation', bookingConfirmation(ctx), 'REQUEST');
  }

  async reminder(booking: BookingSnapshot, kind: ReminderKind): Promise<void> {
    const ctx = this.context(booking);
    const type = kind === '24h' ? 'booking-reminder-24h' : 'booking-reminder-1h';
    await this.toCustomer(ctx, type, bookingReminder(ctx, kind));
  }

  async rescheduled(booking: BookingSnapshot, manageToken: string, previousStartsAt: Date): Promise<void> {
    const ctx = this.context(booking, manageToken);
    await this.toCustomer(ctx, 'booking-rescheduled', bookingRescheduled(ctx, previousStartsAt), 'REQUEST');
  }

  async cancelled(booking: BookingSnapshot, refundedCents: number): Promise<void> {
    const ctx = this.context(booking);
    await this.toCustomer(ctx, 'booking-cancelled', bookingCancelled(ctx, refundedCents), 'CANCEL');
  }

  async coachNewBooking(booking: BookingSnapshot): Promise<void> {
    const ctx = this.context(booking);
    await this.toCoach(ctx, 'coach-new-booking', coachNewBooking(ctx));
  }

  async coachRescheduled(booking: BookingSnapshot, previousStartsAt: Date): Promise<void> {
    const ctx = this.context(booking);
    await this.toCoach(ctx, 'coach-booking-rescheduled', coachRescheduled(ctx, previousStartsAt));
  }

  async coachCancelled(booking: BookingSnapshot, refundedCents: number): Promise<void> {
    const ctx = this.context(booking);
    await this.toCoach(ctx, 'coach-booking-cancelled', coachCancelled(ctx, refundedCents));
  }

  private context(booking: BookingSnapshot, manageToken?: string): BookingMailContext {
    return {
      brand: this.brands[booking.brand],
      booking,
      links: this.links,
      ...(manageToken ? { manageUrl: this.links.manage(manageToken) } : {}),
    };
  }

  private async toCustomer(
    ctx: BookingMailContext,
    type: MailType,
    mail: ComposedMail,
    calendar?: 'REQUEST' | 'CANCEL',
  ): Promise<void> {
    const brandAddress = { name: ctx.brand.name, address: ctx.brand.email };
    await this.mailer.send({
      type,
      from: brandAddress,
      to: { name: ctx.booking.fullName, address: ctx.booking.email },
      replyTo: brandAddress,
      subject: mail.subject,
      ...renderMail(mail.blocks, brandVoice(ctx.booking.brand), ctx.brand),
      ...(calendar ? { calendar: { method: calendar, content: this.invite(ctx, calendar) } } : {}),
    });
  }

  private async toCoach(ctx: BookingMailContext, type: MailType, mail: ComposedMail): Promise<void> {
    const customer = { name: ctx.booking.fullName, address: ctx.booking.email };
    await this.mailer.send(this.coachMail(ctx.brand, type, mail, customer));
  }

  /** Coach notes come from and go to the brand's address; replying answers the customer. */
  coachMail(brand: BrandSettings, type: MailType, mail: ComposedMail, customer: MailAddress): OutgoingMail {
    return {
      type,
      from: { name: brand.name, address: brand.email },
      to: { name: brand.coachName, address: brand.email },
      replyTo: customer,
      subject: mail.subject,
      ...renderMail(mail.blocks, brandVoice(brand.id), brand),
    };
  }

  private invite(ctx: BookingMailContext, method: 'REQUEST' | 'CANCEL'): string {
    const b = ctx.booking;
    const where = b.meetingDetails?.meetingUrl ?? b.chatLink ?? undefined;
    const description = [
      `${b.serviceName} with ${ctx.brand.coachName} (${ctx.brand.name})`,
      `When: ${formatSessionWhen(b.startsAt)}`,
      `How: ${deliveryText(b)}`,
      ...(where ? [`Join: ${where}`] : []),
      ...(ctx.manageUrl ? [`Manage your booking: ${ctx.manageUrl}`] : []),
      `Questions: ${ctx.brand.phone} / ${ctx.brand.email}`,
    ].join('\n');
    return buildSessionInvite({
      uid: `booking-${b.id}@${this.links.host}`,
      sequence: b.icsSequence,
      method,
      startsAt: b.startsAt,
      endsAt: b.endsAt,
      title: `${b.serviceName} with ${ctx.brand.coachName}`,
      description,
      location: where,
      url: ctx.manageUrl,
      organizer: { name: ctx.brand.name, address: ctx.brand.email },
      attendee: { name: b.fullName, address: b.email },
    });
  }
}

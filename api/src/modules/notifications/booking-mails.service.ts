import {
  formatSessionWhen,
  REVIEW_FORM_ANCHOR,
  REVIEW_TOKEN_PARAM,
  type BrandId,
  type BrandSettings,
} from '@app/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { EntityManager } from 'typeorm';
import type { AppConfigService } from '../../config/app-config.module';
import { hashManageToken } from '../bookings/booking-token';
import { hashChatToken } from '../chat/chat-sessions.service';
import { composeReviewToken } from '../reviews/review-token';
import { BookingReadModel, type BookingSnapshot } from '../bookings/booking.read-model';
import { buildSessionInvite } from './calendar/session-invite';
import { LinkTokensService } from './link-tokens.service';
import { MailerService } from './mailer/mailer.service';
import type { MailAddress, MailType, OutgoingMail } from './mailer/outgoing-mail';
import type { ReminderKind } from './reminders/booking-mail-state.service';
import { SiteLinks } from './site-links';
import { bookingHeld, bookingReleased } from './templates/booking-hold.templates';
import { coachBookingPaid, coachCancelled, coachNewBooking, coachRescheduled } from './templates/coach.templates';
import {
  bookingCancelled,
  bookingConfirmation,
  bookingReminder,
  bookingRescheduled,
  type ComposedMail,
} from './templates/customer-booking.templates';
import { renderMail } from './templates/mail-blocks';
import { reviewRequest } from './templates/review-request.template';
import { brandVoice } from './templates/brand-voice';
import { deliveryText, type BookingMailContext } from './templates/session-blocks';

/**
 * Composes every e-mail about a booking — to the customer in the brand's voice, and to the coach — and writes it
 * to the mail outbox in the caller's transaction.
 */
@Injectable()
export class BookingMailsService {
  readonly links: SiteLinks;
  private readonly brands: Record<BrandId, BrandSettings>;

  constructor(
    private readonly mailer: MailerService,
    private readonly tokens: LinkTokensService,
    private readonly bookings: BookingReadModel,
    @Inject(ConfigService) config: AppConfigService,
  ) {
    this.links = new SiteLinks(config.get('publicUrl', { infer: true }));
    this.brands = config.get('brands', { infer: true });
  }

  /**
   * The committed booking as e-mails describe it, with its chat link; null if it does not exist. The booking row is
   * key-share locked first (BookingReadModel.snapshotForMail says why).
   */
  async load(manager: EntityManager, bookingId: string): Promise<BookingSnapshot | null> {
    const booking = await this.bookings.snapshotForMail(manager, bookingId);
    return booking ? this.withLinks(booking) : null;
  }

  /**
   * Rebuilds the customer's chat link from the session id. Only a token that matches the stored hash is used: a
   * booking made before tokens were derived (or under another secret) gets no link rather than a dead one.
   */
  withLinks(booking: BookingSnapshot): BookingSnapshot {
    if (!booking.chatSessionId || !booking.chatTokenHash) return booking;
    const token = this.tokens.chat(booking.chatSessionId);
    if (hashChatToken(token) !== booking.chatTokenHash) return booking;
    return { ...booking, chatLink: this.links.chat(booking.chatSessionId, token) };
  }

  private manageUrl(booking: BookingSnapshot): string | undefined {
    const token = this.tokens.manage(booking.id);
    return hashManageToken(token) === booking.manageTokenHash ? this.links.manage(token) : undefined;
  }

  /** A card booking not paid yet: held, with the payment link; no invite. */
  async held(manager: EntityManager, booking: BookingSnapshot): Promise<void> {
    const ctx = this.context(booking);
    await this.toCustomer(manager, ctx, 'booking-held', bookingHeld(ctx));
  }

  async confirmation(manager: EntityManager, booking: BookingSnapshot): Promise<void> {
    const ctx = this.context(booking, true);
    await this.toCustomer(manager, ctx, 'booking-confirmation', bookingConfirmation(ctx), 'REQUEST');
  }

  async released(manager: EntityManager, booking: BookingSnapshot): Promise<void> {
    const ctx = this.context(booking);
    await this.toCustomer(manager, ctx, 'booking-released', bookingReleased(ctx));
  }

  async reminder(manager: EntityManager, booking: BookingSnapshot, kind: ReminderKind): Promise<void> {
    const ctx = this.context(booking);
    const type = kind === '24h' ? 'booking-reminder-24h' : 'booking-reminder-1h';
    await this.toCustomer(manager, ctx, type, bookingReminder(ctx, kind));
  }

  /** After a Lunar Light reading: the "Leave a review" link with the booking's signed token (issue 15). */
  async reviewRequest(manager: EntityManager, booking: BookingSnapshot): Promise<void> {
    const ctx = this.context(booking);
    const query = new URLSearchParams({ [REVIEW_TOKEN_PARAM]: composeReviewToken(this.tokens, booking.id) });
    const url = `${this.links.home(booking.brand)}?${query.toString()}#${REVIEW_FORM_ANCHOR}`;
    await this.toCustomer(manager, ctx, 'booking-review-request', reviewRequest(ctx, url));
  }

  async rescheduled(manager: EntityManager, booking: BookingSnapshot, previousStartsAt: Date): Promise<void> {
    const ctx = this.context(booking, true);
    await this.toCustomer(manager, ctx, 'booking-rescheduled', bookingRescheduled(ctx, previousStartsAt), 'REQUEST');
  }

  async cancelled(manager: EntityManager, booking: BookingSnapshot, refundedCents: number): Promise<void> {
    const ctx = this.context(booking);
    await this.toCustomer(manager, ctx, 'booking-cancelled', bookingCancelled(ctx, refundedCents), 'CANCEL');
  }

  async coachNewBooking(manager: EntityManager, booking: BookingSnapshot): Promise<void> {
    const ctx = this.context(booking);
    await this.toCoach(manager, ctx, 'coach-new-booking', coachNewBooking(ctx));
  }

  async coachPaid(manager: EntityManager, booking: BookingSnapshot, via: 'card' | 'coach'): Promise<void> {
    const ctx = this.context(booking);
    await this.toCoach(manager, ctx, 'coach-booking-paid', coachBookingPaid(ctx, via));
  }

  async coachRescheduled(manager: EntityManager, booking: BookingSnapshot, previousStartsAt: Date): Promise<void> {
    const ctx = this.context(booking);
    await this.toCoach(manager, ctx, 'coach-booking-rescheduled', coachRescheduled(ctx, previousStartsAt));
  }

  async coachCancelled(manager: EntityManager, booking: BookingSnapshot, refundedCents: number): Promise<void> {
    const ctx = this.context(booking);
    await this.toCoach(manager, ctx, 'coach-booking-cancelled', coachCancelled(ctx, refundedCents));
  }

  /** The manage link only goes into the mails that answer the customer directly (confirmation, reschedule). */
  private context(booking: BookingSnapshot, withManage = false): BookingMailContext {
    const manageUrl = withManage ? this.manageUrl(booking) : undefined;
    return {
      brand: this.brands[booking.brand],
      booking,
      links: this.links,
      ...(manageUrl ? { manageUrl } : {}),
    };
  }

  private async toCustomer(
    manager: EntityManager,
    ctx: BookingMailContext,
    type: MailType,
    mail: ComposedMail,
    calendar?: 'REQUEST' | 'CANCEL',
  ): Promise<void> {
    const brandAddress = { name: ctx.brand.name, address: ctx.brand.email };
    await this.mailer.enqueue(manager, {
      type,
      from: brandAddress,
      to: { name: ctx.booking.fullName, address: ctx.booking.email },
      replyTo: brandAddress,
      subject: mail.subject,
      ...renderMail(mail.blocks, brandVoice(ctx.booking.brand), ctx.brand),
      ...(calendar ? { calendar: { method: calendar, content: this.invite(ctx, calendar) } } : {}),
    });
  }

  private async toCoach(manager: EntityManager, ctx: BookingMailContext, type: MailType, mail: ComposedMail) {
    const customer = { name: ctx.booking.fullName, address: ctx.booking.email };
    await this.mailer.enqueue(manager, this.coachMail(ctx.brand, type, mail, customer));
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

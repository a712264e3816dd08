import {
  formatSessionWhen,
  googleCalendarUrl,
  type CalendarEvent,
  outlookCalendarUrl,
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
import { buildSessionInvite, sessionEndsAt } from './calendar/session-invite';
import { LinkTokensService } from '../link-tokens/link-tokens.service';
import type { BookingCalendar } from '../bookings/manage/booking-calendar.port';
import { MailerService } from './mailer/mailer.service';
import type { MailAddress, MailType, OutgoingMail } from './mailer/outgoing-mail';
import type { ReminderKind } from './reminders/booking-reminders.service';
import { SiteLinks } from './site-links';
import { bookingHeld, bookingReleased } from './templates/booking-hold.templates';
import { coachBookingPaid, coachCancelled, coachNewBooking, coachRescheduled } from './templates/coach.templates';
import {
  bookingCancelled,
  bookingConfirmation,
  bookingReminder,
  bookingRescheduled,
  type ChangeNote,
  type ComposedMail,
} from './templates/customer-booking.templates';
import { missedSession, paymentReceived, refundNotice, refundSent } from './templates/coach-action.templates';
import { renderMail } from './templates/mail-blocks';
import { reviewRequest } from './templates/review-request.template';
import { brandVoice } from './templates/brand-voice';
import { deliveryText, type BookingMailContext } from './templates/session-blocks';

/**
 * Composes every e-mail about a booking — to the customer in the brand's voice, and to the coach — and writes it
 * to the mail outbox in the caller's transaction.
 */
@Injectable()
export class BookingMailsService implements BookingCalendar {
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

  private manageToken(booking: BookingSnapshot): string | undefined {
    const token = this.tokens.manage(booking.id);
    return hashManageToken(token) === booking.manageTokenHash ? token : undefined;
  }

  /**
   * The booking's calendar file as the manage link serves it (GET /api/manage/:token/calendar.ics): the event of
   * the confirmation's invite — same UID, current SEQUENCE — published rather than sent as an invitation, so opening
   * it updates the event a calendar already has instead of adding a second one. Null when the booking does not exist.
   */
  async calendarFile(manager: EntityManager, bookingId: string): Promise<string | null> {
    const found = (await this.bookings.snapshots(manager, [bookingId])).get(bookingId);
    if (!found) return null;
    return this.invite(this.context(this.withLinks(found), true), 'PUBLISH');
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

  async rescheduled(
    manager: EntityManager,
    booking: BookingSnapshot,
    previousStartsAt: Date,
    note: ChangeNote = {},
  ): Promise<void> {
    const ctx = this.context(booking, true);
    const mail = bookingRescheduled(ctx, previousStartsAt, note);
    await this.toCustomer(manager, ctx, 'booking-rescheduled', mail, 'REQUEST');
  }

  async cancelled(
    manager: EntityManager,
    booking: BookingSnapshot,
    refundedCents: number,
    note: ChangeNote = {},
  ): Promise<void> {
    const ctx = this.context(booking);
    await this.toCustomer(manager, ctx, 'booking-cancelled', bookingCancelled(ctx, refundedCents, note), 'CANCEL');
  }

  /** The coach marked an off-site payment received: the customer's acknowledgement. */
  async paymentReceived(manager: EntityManager, booking: BookingSnapshot): Promise<void> {
    const ctx = this.context(booking);
    await this.toCustomer(manager, ctx, 'booking-payment-received', paymentReceived(ctx));
  }

  async noShow(manager: EntityManager, booking: BookingSnapshot): Promise<void> {
    const ctx = this.context(booking);
    await this.toCustomer(manager, ctx, 'booking-no-show', missedSession(ctx));
  }

  async refunded(manager: EntityManager, booking: BookingSnapshot, refundedCents: number, owedCents: number) {
    const ctx = this.context(booking);
    await this.toCustomer(manager, ctx, 'booking-refunded', refundNotice(ctx, refundedCents, owedCents));
  }

  async refundSent(manager: EntityManager, booking: BookingSnapshot, cents: number): Promise<void> {
    const ctx = this.context(booking);
    await this.toCustomer(manager, ctx, 'booking-refund-sent', refundSent(ctx, cents));
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

  /**
   * The manage link only goes into the mails that answer the customer directly (confirmation, reschedule), and with
   * it the "Add to calendar" links: the .ics one needs the token, and the others carry the manage link inside.
   */
  private context(booking: BookingSnapshot, withManage = false): BookingMailContext {
    const token = withManage ? this.manageToken(booking) : undefined;
    const ctx: BookingMailContext = { brand: this.brands[booking.brand], booking, links: this.links };
    if (!token) return ctx;
    ctx.manageUrl = this.links.manage(token);
    const event = this.calendarEvent(ctx);
    ctx.calendarLinks = {
      google: googleCalendarUrl(event),
      outlook: outlookCalendarUrl(event),
      ics: this.links.calendarIcs(token),
    };
    return ctx;
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

  /** The session as every calendar sees it: the invite, and the Google and Outlook links of the mails. */
  private calendarEvent(ctx: BookingMailContext): CalendarEvent {
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
    return {
      title: `${b.serviceName} with ${ctx.brand.coachName}`,
      startsAt: b.startsAt,
      endsAt: sessionEndsAt(b),
      description,
      ...(where ? { location: where } : {}),
    };
  }

  private invite(ctx: BookingMailContext, method: 'REQUEST' | 'CANCEL' | 'PUBLISH'): string {
    const b = ctx.booking;
    return buildSessionInvite({
      ...this.calendarEvent(ctx),
      uid: `booking-${b.id}@${this.links.host}`,
      sequence: b.icsSequence,
      method,
      url: ctx.manageUrl,
      organizer: { name: ctx.brand.name, address: ctx.brand.email },
      attendee: { name: b.fullName, address: b.email },
    });
  }
}

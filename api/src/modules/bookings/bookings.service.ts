import { randomUUID } from 'node:crypto';
import {
  type BookingDto,
  CARD_HOLD_MINUTES,
  type CreateBookingInput,
  ErrorCode,
  initialBookingState,
  type VideoPlatform,
} from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../../common/clock';
import { DomainError } from '../../common/domain-error';
import { KeyedMutex } from '../../common/keyed-mutex';
import { isUuid } from '../../common/uuid';
import type { BookableService } from '../catalog/bookable-service';
import { CatalogService } from '../catalog/catalog.service';
import { ChatSessionsService } from '../chat/chat-sessions.service';
import { CouponsService, isCouponOnceConflict, serviceTarget } from '../coupons/coupons.service';
import { CustomersService } from '../customers/customers.service';
import { MeetingsService } from '../meetings/meetings.service';
import { DomainEvents } from '../domain-events/domain-events';
import { LinkTokensService } from '../link-tokens/link-tokens.service';
import { SlotGeneratorService } from '../scheduling/slot-generator.service';
import type { TimeSlotEntity } from '../scheduling/time-slot.entity';
import { TimeSlotsService } from '../scheduling/time-slots.service';
import { isLiveSlotConflict } from './booking-errors';
import { manageTokenPair } from './booking-token';
import { BookingEntity } from './booking.entity';
import { toBookingDto } from './booking.mapper';
import { bookingView } from './booking-view';
import { BookingReadModel } from './booking.read-model';
import { BookingHistory } from './booking-history.service';
import { BookingHoldsService } from './booking-holds.service';
import { UnpaidBookingCaps } from './unpaid-booking-caps.service';

/**
 * POST /api/bookings. Requests for one slot queue in-process (KeyedMutex), then one transaction: lock the slot row
 * (SELECT … FOR UPDATE), release a run-out card hold on it, check it is still free, insert the booking, open its
 * chat session, update the customer's lifecycle and publish `booking.created` (its e-mails follow from the outbox).
 * The partial unique index booking_live_slot_key backs the lock: whatever happens, two live bookings of one slot
 * cannot both commit, and the loser gets 409.
 */
@Injectable()
export class BookingsService {
  private readonly slotQueue = new KeyedMutex();
  /**
   * Slots booked by this instance while other requests for them waited in the queue: a waiter queued before that
   * commit is answered 409 at once, without a query of its own (issue 20: 200 requests for one slot were answered one
   * database round trip after another). Kept only while the slot's queue is busy.
   */
  private readonly bookedWhileQueued = new Map<string, { at: number; slot: TimeSlotEntity }>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly catalog: CatalogService,
    private readonly timeSlots: TimeSlotsService,
    private readonly reads: BookingReadModel,
    private readonly slotGenerator: SlotGeneratorService,
    private readonly meetings: MeetingsService,
    private readonly chatSessions: ChatSessionsService,
    private readonly customers: CustomersService,
    private readonly holds: BookingHoldsService,
    private readonly clock: Clock,
    private readonly events: DomainEvents,
    private readonly linkTokens: LinkTokensService,
    private readonly history: BookingHistory,
    private readonly unpaidCaps: UnpaidBookingCaps,
    private readonly coupons: CouponsService,
  ) {}

  async create(input: CreateBookingInput, clientAddress: string | null = null): Promise<BookingDto> {
    const service = await this.catalog.findListed(input.serviceId);
    if (!service) throw new DomainError(ErrorCode.SERVICE_UNKNOWN, { field: 'serviceId' });
    if (!isUuid(input.timeSlotId)) throw new DomainError(ErrorCode.SLOT_UNKNOWN, { field: 'timeSlotId' });
    // A video call needs a real room of the brand on that platform: refused before any slot is touched.
    const videoPlatform =
      input.deliveryPreference === 'video-call'
        ? this.meetings.platformFor(service.brand, input.videoPlatform)
        : (input.videoPlatform ?? null);
    await this.slotGenerator.ensureWindow();
    const slotId = input.timeSlotId;
    const queuedAt = performance.now();
    try {
      return await this.slotQueue.run(slotId, async () => {
        const booked = this.bookedWhileQueued.get(slotId);
        if (booked && booked.at > queuedAt) {
          this.checkSlot(booked.slot, service);
          throw new DomainError(ErrorCode.SLOT_TAKEN);
        }
        // Requests that already lost are answered without a transaction (and without holding a connection).
        const [peeked, live] = await Promise.all([
          this.timeSlots.peek(slotId),
          this.reads.liveOnSlots([slotId], this.clock.now()),
        ]);
        if (!peeked) throw new DomainError(ErrorCode.SLOT_UNKNOWN, { field: 'timeSlotId' });
        this.checkSlot(peeked.slot, service);
        if (live.has(slotId) || peeked.blackedOut) throw new DomainError(ErrorCode.SLOT_TAKEN);
        try {
          const created = await this.dataSource.transaction((manager) =>
            this.createIn(manager, input, service, videoPlatform, clientAddress),
          );
          this.bookedWhileQueued.set(slotId, { at: performance.now(), slot: peeked.slot });
          return created;
        } catch (error) {
          if (isLiveSlotConflict(error)) throw new DomainError(ErrorCode.SLOT_TAKEN);
          if (isCouponOnceConflict(error))
            throw new DomainError(ErrorCode.COUPON_ALREADY_USED, { field: 'couponCode' });
          throw error;
        }
      });
    } finally {
      if (!this.slotQueue.busy(slotId)) this.bookedWhileQueued.delete(slotId);
    }
  }

  private checkSlot(slot: TimeSlotEntity, service: BookableService): void {
    if (slot.brand !== service.brand) throw new DomainError(ErrorCode.SLOT_WRONG_BRAND, { field: 'timeSlotId' });
    if (slot.startsAt.getTime() <= this.clock.now().getTime())
      throw new DomainError(ErrorCode.SLOT_PAST, { field: 'timeSlotId' });
  }

  private async createIn(
    manager: EntityManager,
    input: CreateBookingInput,
    listed: BookableService,
    videoPlatform: VideoPlatform | null,
    clientAddress: string | null,
  ) {
    const now = this.clock.now();
    // Priced from the row as it stands now, not from the list the request was checked against.
    const service = await this.catalog.findBookable(listed.id, manager);
    if (!service) throw new DomainError(ErrorCode.SERVICE_UNKNOWN, { field: 'serviceId' });
    const locked = await this.timeSlots.lockForBooking(manager, input.timeSlotId);
    if (!locked) throw new DomainError(ErrorCode.SLOT_UNKNOWN, { field: 'timeSlotId' });
    const { slot } = locked;
    this.checkSlot(slot, service);
    if (locked.blackedOut) throw new DomainError(ErrorCode.SLOT_TAKEN);
    await this.holds.expireOnSlot(manager, slot.id, now);
    if (await this.holds.isSlotHeld(manager, slot.id)) throw new DomainError(ErrorCode.SLOT_TAKEN);

    const id = randomUUID();
    // Derived from the id, so later e-mails (the confirmation after payment, reminders) can rebuild the link.
    const manage = manageTokenPair(this.linkTokens.manage(id));
    // The code's use is taken under its row lock, after the slot's: a refusal rolls back everything written here.
    const coupon = input.couponCode
      ? await this.coupons.redeem(manager, {
          code: input.couponCode,
          email: input.email,
          target: serviceTarget(service),
          owner: { bookingId: id },
        })
      : null;
    const amountCents = service.price - (coupon?.discountCents ?? 0);
    const { status, paymentStatus } = initialBookingState(input.paymentMethod, amountCents);
    if (paymentStatus === 'awaiting') await this.unpaidCaps.check(manager, input.email, clientAddress, now);
    const booking = manager.create(BookingEntity, {
      id,
      brand: service.brand,
      source: input.source,
      fullName: input.fullName,
      email: input.email,
      phone: input.phone ?? null,
      serviceId: service.id,
      serviceName: service.name,
      timeSlotId: slot.id,
      deliveryPreference: input.deliveryPreference,
      chatPlatform: input.chatPlatform,
      videoPlatform,
      contactInfo: input.contactInfo ?? null,
      specialRequests: input.specialRequests ?? null,
      paymentMethod: input.paymentMethod ?? null,
      status,
      paymentStatus,
      amountCents,
      couponCode: coupon?.code ?? null,
      couponDescription: coupon?.description ?? null,
      discountCents: coupon?.discountCents ?? 0,
      currency: 'USD',
      timeZone: input.timeZone ?? null,
      meetingDetails:
        input.deliveryPreference === 'video-call' && videoPlatform
          ? this.meetings.createMeeting(videoPlatform, {
              brand: service.brand,
              customerEmail: input.email,
              serviceName: service.name,
              startsAt: slot.startsAt,
            })
          : null,
      manageTokenHash: manage.hash,
      holdExpiresAt: status === 'pending_payment' ? new Date(now.getTime() + CARD_HOLD_MINUTES * 60_000) : null,
      paidAt: null,
      clientAddress,
      createdAt: now,
      updatedAt: now,
    });
    await manager.insert(BookingEntity, booking);

    const chat =
      input.deliveryPreference === 'chat'
        ? await this.chatSessions.createForBooking(manager, {
            bookingId: id,
            brand: service.brand,
            clientName: input.fullName,
            serviceName: service.name,
            scheduledAt: slot.startsAt,
          })
        : undefined;

    await this.customers.record(manager, {
      type: 'booking_created',
      email: input.email,
      name: input.fullName,
      phone: input.phone,
      at: now,
      amountCents,
      serviceId: service.id,
      communicationPreference: input.deliveryPreference,
      data: { bookingId: id, brand: service.brand, paymentMethod: input.paymentMethod ?? null },
    });
    await this.history.record(manager, { bookingId: id, actor: 'customer', action: 'created', at: now });
    // Held (card, pending_payment) or confirmed: the e-mail says which; it exists if and only if this commits.
    await this.events.publish(manager, 'booking.created', { bookingId: id });

    return toBookingDto(bookingView(booking, slot), { chat, manageToken: manage.token });
  }
}

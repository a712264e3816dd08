import { randomUUID } from 'node:crypto';
import {
  type BookingDto,
  CARD_HOLD_MINUTES,
  type CreateBookingInput,
  initialBookingState,
  type VideoPlatform,
} from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../../common/clock';
import { KeyedMutex } from '../../common/keyed-mutex';
import type { BookableService } from '../catalog/bookable-service';
import { CatalogService } from '../catalog/catalog.service';
import { ChatSessionsService } from '../chat/chat-sessions.service';
import { CustomersService } from '../customers/customers.service';
import { MeetingsService } from '../meetings/meetings.service';
import { DomainEvents } from '../notifications/domain-events';
import { LinkTokens } from '../notifications/link-tokens.service';
import { SlotGenerator } from '../scheduling/slot-generator.service';
import type { TimeSlotEntity } from '../scheduling/time-slot.entity';
import { TimeSlotsService } from '../scheduling/time-slots.service';
import { bookingErrors, isLiveSlotConflict } from './booking-errors';
import { isUuid, manageTokenPair } from './booking-token';
import { BookingEntity } from './booking.entity';
import { toBookingDto } from './booking.mapper';
import { BookingHolds } from './booking-holds.service';

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

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly catalog: CatalogService,
    private readonly timeSlots: TimeSlotsService,
    private readonly slotGenerator: SlotGenerator,
    private readonly meetings: MeetingsService,
    private readonly chatSessions: ChatSessionsService,
    private readonly customers: CustomersService,
    private readonly holds: BookingHolds,
    private readonly clock: Clock,
    private readonly events: DomainEvents,
    private readonly linkTokens: LinkTokens,
  ) {}

  async create(input: CreateBookingInput): Promise<BookingDto> {
    const service = await this.catalog.findBookable(input.serviceId);
    if (!service) throw bookingErrors.unknownService();
    if (!isUuid(input.timeSlotId)) throw bookingErrors.unknownSlot();
    // A video call needs a real room of the brand on that platform: refused before any slot is touched.
    const videoPlatform =
      input.deliveryPreference === 'video-call'
        ? this.meetings.platformFor(service.brand, input.videoPlatform)
        : (input.videoPlatform ?? null);
    await this.slotGenerator.ensureWindow();
    return this.slotQueue.run(input.timeSlotId, async () => {
      // Requests that already lost are answered without a transaction (and without holding a connection).
      const peeked = await this.timeSlots.peek(input.timeSlotId, this.clock.now());
      if (!peeked) throw bookingErrors.unknownSlot();
      this.checkSlot(peeked.slot, service);
      if (peeked.held || peeked.blackedOut) throw bookingErrors.slotTaken();
      try {
        return await this.dataSource.transaction((manager) => this.createIn(manager, input, service, videoPlatform));
      } catch (error) {
        if (isLiveSlotConflict(error)) throw bookingErrors.slotTaken();
        throw error;
      }
    });
  }

  private checkSlot(slot: TimeSlotEntity, service: BookableService): void {
    if (slot.brand !== service.brand) throw bookingErrors.wrongBrand();
    if (slot.startsAt.getTime() <= this.clock.now().getTime()) throw bookingErrors.pastSlot();
  }

  private async createIn(
    manager: EntityManager,
    input: CreateBookingInput,
    service: BookableService,
    videoPlatform: VideoPlatform | null,
  ) {
    const now = this.clock.now();
    const locked = await this.timeSlots.lockForBooking(manager, input.timeSlotId);
    if (!locked) throw bookingErrors.unknownSlot();
    const { slot } = locked;
    this.checkSlot(slot, service);
    if (locked.blackedOut) throw bookingErrors.slotTaken();
    await this.holds.expireOnSlot(manager, slot.id, now);
    if (await this.holds.isSlotHeld(manager, slot.id)) throw bookingErrors.slotTaken();

    const id = randomUUID();
    // Derived from the id, so later e-mails (the confirmation after payment, reminders) can rebuild the link.
    const manage = manageTokenPair(this.linkTokens.manage(id));
    const { status, paymentStatus } = initialBookingState(input.paymentMethod, service.price);
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
      amountCents: service.price,
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
      valueCents: service.price,
      bookings: 1,
      lifetimeValueCents: service.price,
      serviceId: service.id,
      communicationPreference: input.deliveryPreference,
      state: 'booked',
      data: { bookingId: id, brand: service.brand, paymentMethod: input.paymentMethod ?? null },
    });
    // Held (card, pending_payment) or confirmed: the e-mail says which; it exists if and only if this commits.
    await this.events.publish(manager, 'booking.created', { bookingId: id });

    return toBookingDto(booking, { startsAt: slot.startsAt, chat, manageToken: manage.token });
  }
}

import {
  type AppliedCouponDto,
  type BrandId,
  COUPON_MESSAGES,
  catalogueIdOfCheckoutService,
  ErrorCode,
  GENERAL_CARD_PAYMENT,
  GENERAL_PAYMENT_CENTS,
  type OrderPurpose,
  type PaymentQuoteDto,
  type PlanType,
  sessionPhrase,
  VALIDATION_MESSAGES,
} from '@app/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { DomainError } from '../../common/domain-error';
import type { AppConfigService } from '../../config/app-config.module';
import { BookingPaymentsService } from '../bookings/booking-payments.service';
import type { BookingView } from '../bookings/booking-view';
import { appliedCoupon, toQuotedBooking } from '../bookings/booking.mapper';
import { CatalogService } from '../catalog/catalog.service';
import { sessionTimeText } from '../meetings/meeting-text';
import {
  type PayableSubscription,
  SUBSCRIPTION_PAYMENTS,
  type SubscriptionPayments,
} from './subscription-payments.port';

export const ORDER_TEXTS = {
  sessionNeedsBooking: 'Choose a time for your session first: a session is paid with its booking.',
  planNeedsSubscription: 'Start your plan first: a plan is paid for the subscription it was started with.',
} as const;

/** What a card payment is for, created by the server before any card is charged, and priced by it. */
export interface PaymentOrder {
  purpose: OrderPurpose;
  brand: BrandId;
  /** A catalogue id, a plan id or `general`. */
  serviceId: string;
  serviceName: string;
  /** One line naming the order: "Love Reading session on Tuesday, November 24, 2026 at 3:00 PM Eastern Time". */
  description: string;
  amountCents: number;
  bookingId: string | null;
  subscriptionId: string | null;
  booking?: PaymentQuoteDto['booking'];
  subscription?: PaymentQuoteDto['subscription'];
  /** Issue 33: the coupon priced into the booking or plan (amountCents is already less it). */
  coupon?: AppliedCouponDto | null;
}

/** Which order a payment call names: its booking, its subscription, or the general payment of a brand. */
export interface OrderQuery {
  serviceId?: string;
  bookingId?: string;
  subscriptionId?: string;
  plan?: PlanType;
  brand?: BrandId;
  /** Issue 33: a code the payer typed; checked against the order (codes are priced in when it is made). */
  couponCode?: string;
}

/**
 * DESIGN §3 "Orders and payments": every card payment belongs to an order the server created first — a booking
 * (its slot held), a subscription, or the explicit general payment — and the amount and words come from that order,
 * never from the client. A catalogue service or a plan named without its booking or subscription is refused: paying
 * it would take money for something nobody reserved.
 */
@Injectable()
export class PaymentOrdersService {
  constructor(
    private readonly catalog: CatalogService,
    private readonly bookings: BookingPaymentsService,
    @Inject(SUBSCRIPTION_PAYMENTS) private readonly subscriptionPayments: SubscriptionPayments,
    @Inject(ConfigService) private readonly config: AppConfigService,
  ) {}

  /** The order a payment would pay, if it can be paid now (404 unknown, 409 no longer payable, 400 no order). */
  async resolve(query: OrderQuery): Promise<PaymentOrder> {
    return withCouponChecked(await this.resolveOrder(query), query.couponCode);
  }

  private async resolveOrder(query: OrderQuery): Promise<PaymentOrder> {
    if (query.bookingId) return bookingOrder(await this.bookings.payable(query.bookingId));
    if (query.subscriptionId) {
      const subscription = await this.subscriptionPayments.findPayable(query.subscriptionId);
      if (!subscription) throw new DomainError(ErrorCode.SUBSCRIPTION_NOT_FOUND);
      return subscriptionOrder(subscription);
    }
    if (query.serviceId === GENERAL_CARD_PAYMENT.serviceId) return this.generalOrder(query.brand ?? 'coaching');
    if (query.plan) throw refusal('subscriptionId', ORDER_TEXTS.planNeedsSubscription);
    const catalogId = query.serviceId && catalogueIdOfCheckoutService(query.serviceId);
    if (catalogId && (await this.catalog.findBookable(catalogId))) {
      throw refusal('bookingId', ORDER_TEXTS.sessionNeedsBooking);
    }
    throw refusal('serviceId', VALIDATION_MESSAGES.serviceRequired);
  }

  /** A paid (or refunded, declined…) payment's order as it stands now, for its receipt. */
  async describe(payment: {
    purpose: OrderPurpose;
    brand: BrandId;
    bookingId: string | null;
    subscriptionId: string | null;
  }): Promise<PaymentOrder> {
    if (payment.purpose === 'booking' && payment.bookingId) {
      const booking = await this.bookings.describe(payment.bookingId);
      if (booking) return bookingOrder(booking);
    }
    if (payment.purpose === 'subscription' && payment.subscriptionId) {
      const subscription = await this.subscriptionPayments.describe(payment.subscriptionId);
      if (subscription) return subscriptionOrder(subscription);
    }
    return this.generalOrder(payment.brand);
  }

  private generalOrder(brand: BrandId): PaymentOrder {
    const brandName = this.config.get('brands', { infer: true })[brand].name;
    return {
      purpose: 'general',
      brand,
      serviceId: GENERAL_CARD_PAYMENT.serviceId,
      serviceName: GENERAL_CARD_PAYMENT.serviceName,
      description: `General payment to ${brandName}`,
      amountCents: GENERAL_PAYMENT_CENTS,
      bookingId: null,
      subscriptionId: null,
    };
  }
}

function bookingOrder(booking: BookingView): PaymentOrder {
  return {
    purpose: 'booking',
    brand: booking.brand,
    serviceId: booking.serviceId,
    serviceName: booking.serviceName,
    description: `${sessionPhrase(booking.serviceName)} on ${sessionTimeText(booking.startsAt)}`,
    amountCents: booking.amountCents,
    coupon: appliedCoupon(booking),
    bookingId: booking.id,
    subscriptionId: null,
    booking: toQuotedBooking(booking),
  };
}

function subscriptionOrder(subscription: PayableSubscription): PaymentOrder {
  return {
    purpose: 'subscription',
    // Plans are sold by the coaching practice only (SPEC §2).
    brand: 'coaching',
    serviceId: subscription.planType,
    serviceName: subscription.planName,
    description: `${subscription.planName} plan, one month`,
    amountCents: subscription.priceCents,
    coupon: subscription.coupon,
    bookingId: null,
    subscriptionId: subscription.id,
    subscription: { status: subscription.status, planType: subscription.planType },
  };
}

/**
 * A code sent with a payment (issue 33): the server priced the booking or plan when it was made, so the code it
 * carries is the only one that can apply, and the amount charged is the stored one. A general payment takes none.
 */
function withCouponChecked(order: PaymentOrder, couponCode: string | undefined): PaymentOrder {
  if (!couponCode) return order;
  if (order.purpose === 'general') {
    throw new DomainError(ErrorCode.COUPON_NOT_APPLICABLE, {
      field: 'couponCode',
      message: COUPON_MESSAGES.codeNotForGeneral,
    });
  }
  if (order.coupon?.code !== couponCode) {
    throw new DomainError(ErrorCode.COUPON_NOT_APPLICABLE, {
      field: 'couponCode',
      message: COUPON_MESSAGES.codeAfterOrder,
    });
  }
  return order;
}

function refusal(field: string, message: string): DomainError {
  return new DomainError(ErrorCode.VALIDATION_FAILED, { message, field });
}

/** The quote the payment pages show (GET /api/payments/quote). */
export function toQuoteDto(order: PaymentOrder): PaymentQuoteDto {
  return {
    purpose: order.purpose,
    brand: order.brand,
    serviceId: order.serviceId,
    serviceName: order.serviceName,
    description: order.description,
    amountCents: order.amountCents,
    currency: 'USD',
    ...(order.bookingId ? { bookingId: order.bookingId } : {}),
    ...(order.subscriptionId ? { subscriptionId: order.subscriptionId } : {}),
    ...(order.booking ? { booking: order.booking } : {}),
    ...(order.subscription ? { subscription: order.subscription } : {}),
    ...(order.coupon ? { coupon: order.coupon } : {}),
  };
}

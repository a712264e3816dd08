import { CreateService1763740800000 } from './1763740800000-create-service';
import { CreateAdminSession1763740900000 } from './1763740900000-create-admin-session';
import { CreatePsychicService1763741000000 } from './1763741000000-create-psychic-service';
import { CreateScheduling1763741100000 } from './1763741100000-create-scheduling';
import { CreateBooking1763741200000 } from './1763741200000-create-booking';
import { CreateChat1763741300000 } from './1763741300000-create-chat';
import { CreateCustomerLifecycle1763741400000 } from './1763741400000-create-customer-lifecycle';
import { CreatePayment1763741500000 } from './1763741500000-create-payment';
import { CreateSubscription1763750000000 } from './1763750000000-create-subscription';
import { CreateReview1763750100000 } from './1763750100000-create-review';
import { CreateContactMessage1763750200000 } from './1763750200000-create-contact-message';
import { CreateTestingUser1763750300000 } from './1763750300000-create-testing-user';
import { CreateBookingNotifications1763770000000 } from './1763770000000-create-booking-notifications';
import { CreateDomainEvent1763800000000 } from './1763800000000-create-domain-event';
import { CreateMailOutbox1763810000000 } from './1763810000000-create-mail-outbox';
import { ContactInbox1763810010000 } from './1763810010000-contact-inbox';
import { CreateSubscriptionAnswer1763810020000 } from './1763810020000-create-subscription-answer';
import { PaymentBrand1763820000000 } from './1763820000000-payment-brand';
import { SubscriptionLivePlan1763820010000 } from './1763820010000-subscription-live-plan';
import { CreateRateLimitCounter1764010000000 } from './1764010000000-create-rate-limit-counter';
import { ChatPrivateDemoRooms1764030000000 } from './1764030000000-chat-private-demo-rooms';
import { CreateSubscriberAccess1764020000000 } from './1764020000000-create-subscriber-access';
import { ReviewBooking1764040000000 } from './1764040000000-review-booking';
import { ReviewRequestReminder1764040010000 } from './1764040010000-review-request-reminder';
import { ReadCacheNotify1764050000000 } from './1764050000000-read-cache-notify';
import { BookingPaymentReported1764060000000 } from './1764060000000-booking-payment-reported';
import { MergePsychicService1764070000000 } from './1764070000000-merge-psychic-service';
import { BookingIcsSequence1764140000000 } from './1764140000000-booking-ics-sequence';
import { CoachBookingActions1764080000000 } from './1764080000000-coach-booking-actions';
import { SubscriptionHistory1764082000000 } from './1764082000000-subscription-history';
import { ChatReach1764081000000 } from './1764081000000-chat-reach';
import { BusinessHours1764083000000 } from './1764083000000-business-hours';
import { SignInLinkClient1764092800000 } from './1764092800000-sign-in-link-client';
import { RemoteReleases1764100000000 } from './1764100000000-remote-releases';
import { CreateWaitlist1764110000000 } from './1764110000000-create-waitlist';
import { OutboxTraceparent1764120000000 } from './1764120000000-outbox-traceparent';
import { CreateCoupons1764130000000 } from './1764130000000-create-coupons';

/**
 * Every migration, oldest first. Listed as classes rather than a glob so the same list works from src (dev, jest)
 * and from the swc build. Add new migrations at the end.
 */
export const MIGRATIONS = [
  CreateService1763740800000,
  CreateAdminSession1763740900000,
  CreatePsychicService1763741000000,
  CreateScheduling1763741100000,
  CreateBooking1763741200000,
  CreateChat1763741300000,
  CreateCustomerLifecycle1763741400000,
  CreatePayment1763741500000,
  CreateSubscription1763750000000,
  CreateReview1763750100000,
  CreateContactMessage1763750200000,
  CreateTestingUser1763750300000,
  CreateBookingNotifications1763770000000,
  CreateDomainEvent1763800000000,
  CreateMailOutbox1763810000000,
  ContactInbox1763810010000,
  CreateSubscriptionAnswer1763810020000,
  PaymentBrand1763820000000,
  SubscriptionLivePlan1763820010000,
  CreateRateLimitCounter1764010000000,
  CreateSubscriberAccess1764020000000,
  ChatPrivateDemoRooms1764030000000,
  ReviewBooking1764040000000,
  ReviewRequestReminder1764040010000,
  ReadCacheNotify1764050000000,
  BookingPaymentReported1764060000000,
  MergePsychicService1764070000000,
  CoachBookingActions1764080000000,
  ChatReach1764081000000,
  SubscriptionHistory1764082000000,
  BusinessHours1764083000000,
  SignInLinkClient1764092800000,
  RemoteReleases1764100000000,
  CreateWaitlist1764110000000,
  OutboxTraceparent1764120000000,
  CreateCoupons1764130000000,
  BookingIcsSequence1764140000000,
];

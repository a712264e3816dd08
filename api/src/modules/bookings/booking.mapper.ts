import type { BookingDto } from '@app/contracts';
import type { BookingEntity } from './booking.entity';

export interface BookingExtras {
  /** The slot's UTC start. */
  startsAt: Date;
  chat?: { sessionId: string; token: string };
  manageToken?: string;
}

/** The public fields; chat access and the manage token only when just issued (the caller passes them). */
export function toBookingDto(entity: BookingEntity, extras: BookingExtras): BookingDto {
  return {
    id: entity.id,
    fullName: entity.fullName,
    email: entity.email,
    phone: entity.phone,
    serviceId: entity.serviceId,
    serviceName: entity.serviceName,
    timeSlotId: entity.timeSlotId,
    brand: entity.brand,
    deliveryPreference: entity.deliveryPreference,
    chatPlatform: entity.chatPlatform,
    videoPlatform: entity.videoPlatform,
    contactInfo: entity.contactInfo,
    specialRequests: entity.specialRequests,
    paymentMethod: entity.paymentMethod,
    status: entity.status,
    paymentStatus: entity.paymentStatus,
    amount: entity.amountCents,
    createdAt: entity.createdAt.toISOString(),
    startTime: extras.startsAt.toISOString(),
    holdExpiresAt: entity.holdExpiresAt?.toISOString() ?? null,
    paymentReportedAt: entity.paymentReportedAt?.toISOString() ?? null,
    ...(entity.meetingDetails ? { meetingDetails: entity.meetingDetails } : {}),
    ...(extras.chat ? { chat: extras.chat } : {}),
    ...(extras.manageToken ? { manageToken: extras.manageToken } : {}),
  };
}

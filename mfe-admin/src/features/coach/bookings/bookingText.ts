import {
  COACHING_SERVICES,
  DELIVERY_PREFERENCE_LABELS,
  PSYCHIC_SERVICES,
  VIDEO_PLATFORM_LABELS,
  type BookingDto,
} from '@app/contracts';

const SERVICE_NAMES = new Map<string, string>([...COACHING_SERVICES, ...PSYCHIC_SERVICES].map((s) => [s.id, s.name]));

export function serviceName(serviceId: string): string {
  return SERVICE_NAMES.get(serviceId) ?? serviceId;
}

/** "Chat", or "Video Call · Zoom": how the coach meets this client. */
export function deliveryText(booking: Pick<BookingDto, 'deliveryPreference' | 'videoPlatform'>): string {
  const delivery = DELIVERY_PREFERENCE_LABELS[booking.deliveryPreference] ?? booking.deliveryPreference;
  return booking.videoPlatform ? `${delivery} · ${VIDEO_PLATFORM_LABELS[booking.videoPlatform]}` : delivery;
}

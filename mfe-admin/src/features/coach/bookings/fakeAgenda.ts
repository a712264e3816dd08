import {
  addDays,
  businessDate,
  zonedTimeToUtc,
  type BookingHistoryEntryDto,
  type CoachBookingDetailDto,
  type CoachBookingDto,
  type TimeSlotDto,
} from '@app/contracts';
import { stubApi, type StubReply, type StubRequest } from '@app/web-kit/testing';

/** A business date `days` from today (ET), and the UTC instant of `hour`:00 on it. */
export const dayFromToday = (days: number) => addDays(businessDate(new Date()), days);
export const at = (days: number, hour: number, minute = 0) =>
  zonedTimeToUtc(dayFromToday(days), hour, minute).toISOString();

export function coachBooking(overrides: Partial<CoachBookingDto> = {}): CoachBookingDto {
  const startTime = overrides.startTime ?? at(1, 9);
  return {
    id: 'b-1',
    fullName: 'Mara Lopez',
    email: 'mara@example.com',
    phone: '(555) 010-0100',
    serviceId: 'strategic-decision',
    serviceName: 'Strategic Decision Coaching',
    timeSlotId: 'slot-1',
    brand: 'coaching',
    deliveryPreference: 'chat',
    chatPlatform: 'live-chat',
    videoPlatform: null,
    contactInfo: null,
    specialRequests: null,
    paymentMethod: 'venmo',
    status: 'confirmed',
    paymentStatus: 'awaiting',
    amount: 2500,
    createdAt: at(-1, 12),
    startTime,
    endTime: new Date(Date.parse(startTime) + 30 * 60_000).toISOString(),
    timeZone: 'America/New_York',
    noShowAt: null,
    chatSessionId: null,
    refundOwedCents: 0,
    cancelReason: null,
    paymentReportedAt: null,
    ...overrides,
  };
}

const live = (b: CoachBookingDto) => b.status === 'confirmed' || b.status === 'pending_payment';

/** The server's agenda filters, as coach-bookings.ts documents them. */
function matches(b: CoachBookingDto, q: Record<string, string>): boolean {
  const date = businessDate(new Date(b.startTime));
  if (q.from && date < q.from) return false;
  if (q.to && date > q.to) return false;
  if (q.brand && b.brand !== q.brand) return false;
  const text = q.q?.toLowerCase();
  if (text && !`${b.fullName} ${b.email}`.toLowerCase().includes(text)) return false;
  const status = q.status ?? 'live';
  if (status === 'live' && !live(b)) return false;
  if (status === 'cancelled' && b.status !== 'cancelled') return false;
  if (status === 'no_show' && !b.noShowAt) return false;
  if (q.payment === 'unpaid' && !(live(b) && b.paymentStatus === 'awaiting')) return false;
  if (q.payment && !['any', 'unpaid'].includes(q.payment) && b.paymentStatus !== q.payment) return false;
  return true;
}

type Change = (b: CoachBookingDetailDto, body: Record<string, unknown>) => void;

const CHANGES: Record<string, Change> = {
  cancel: (b, body) => {
    b.status = 'cancelled';
    b.cancelReason = (body.reason as string | undefined) ?? null;
  },
  reschedule: (b, body) => {
    b.timeSlotId = body.timeSlotId as string;
  },
  'no-show': (b) => {
    b.noShowAt = new Date().toISOString();
  },
  'mark-paid': (b) => {
    b.paymentStatus = 'paid';
  },
  refund: (b) => {
    b.paymentStatus = b.paymentMethod === 'credit-card' ? 'refunded' : 'refund_owed';
  },
  'refund-sent': (b) => {
    b.paymentStatus = 'refunded';
  },
};

/**
 * Test double of the coach's booking endpoints on web-kit's API stub: keeps the bookings and changes them as the
 * API would, so a test sees the list and the detail refresh. `fail` answers one action with an error instead.
 */
export function fakeAgenda(
  initial: CoachBookingDto[],
  options: {
    slots?: TimeSlotDto[];
    history?: BookingHistoryEntryDto[];
    fail?: { action: string; message: string };
  } = {},
) {
  const bookings: CoachBookingDetailDto[] = initial.map((b) => ({ ...b, history: options.history ?? [] }));
  const routes: Record<string, StubReply> = {
    'GET /api/coach/bookings': ({ query }) => ({ body: bookings.filter((b) => matches(b, query)) }),
    'GET /api/time-slots': { body: options.slots ?? [] },
    'POST /api/coach/bookings/release': ({ body }) => {
      const ids = (body as { bookingIds: string[] }).bookingIds;
      for (const b of bookings.filter((x) => ids.includes(x.id))) b.status = 'cancelled';
      return { body: { released: ids, skipped: [] } };
    },
  };
  for (const b of bookings) {
    routes[`GET /api/coach/bookings/${b.id}`] = { body: b };
    for (const [action, change] of Object.entries(CHANGES)) {
      routes[`POST /api/coach/bookings/${b.id}/${action}`] = ({ body }: StubRequest) => {
        if (options.fail?.action === action) {
          return { status: 409, body: { statusCode: 409, code: 'CONFLICT', message: options.fail.message } };
        }
        change(b, (body ?? {}) as Record<string, unknown>);
        return { body: b };
      };
    }
  }
  const api = stubApi(routes);
  return {
    bookings,
    requests: api.calls,
    posted: api.posted,
    agendaQueries: () => api.sent('GET /api/coach/bookings').map((r) => r.query),
    restore: api.restore,
  };
}

export function freeSlot(id: string, days: number, hour: number): TimeSlotDto {
  const startTime = at(days, hour);
  return {
    id,
    date: dayFromToday(days),
    time: `${hour > 12 ? hour - 12 : hour}:00 ${hour >= 12 ? 'PM' : 'AM'}`,
    isAvailable: true,
    startTime,
    endTime: new Date(Date.parse(startTime) + 30 * 60_000).toISOString(),
    serviceType: 'coaching',
    brand: 'coaching',
  };
}

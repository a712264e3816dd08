// Booking helpers shared by the contention and chat sections.

let counter = 0;

/** A valid life-coaching form booking (§7) of `slotId`; chat delivery so the answer carries a chat session. */
export function bookingPayload(serviceId, slotId, name = `Bench Client ${++counter}`) {
  return {
    fullName: name,
    email: `bench${counter}-${process.pid}@example.com`,
    phone: '555-0100',
    serviceId,
    timeSlotId: slotId,
    deliveryPreference: 'chat',
    chatPlatform: 'live-chat',
    paymentMethod: 'cashapp',
  };
}

export async function freeSlots(base, brand = 'coaching') {
  const res = await fetch(`${base}/api/time-slots?brand=${brand}`);
  if (!res.ok) throw new Error(`GET /api/time-slots: ${res.status}`);
  return res.json();
}

export async function firstServiceId(base) {
  const services = await (await fetch(`${base}/api/services`)).json();
  return services[0].id;
}

/** POST /api/bookings; resolves with status, body and milliseconds taken. */
export async function postBooking(base, payload) {
  const t0 = performance.now();
  const res = await fetch(`${base}/api/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  const body = await res.json().catch(() => null);
  return { status: res.status, body, ms: performance.now() - t0 };
}

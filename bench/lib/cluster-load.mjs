// The HTTP load of the cluster section (sections/cluster.mjs), all through the proxy: visitors who read a brand's
// free slots and book one of them, and readers who load server-rendered pages. Each keeps a record per request for
// the figures and for the lost-write check afterwards.
import http from 'node:http';
import { bookingPayload } from './booking.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A visitor's own connection to the site, from its own loopback address (127.0.0.<10+v>): the API counts unpaid
 * bookings per client address under an advisory lock (bookings/unpaid-booking-caps.ts), so visitors all on
 * 127.0.0.1 would queue behind each other on that one lock, which distinct visitors on the internet do not. nginx sees
 * the address and passes it on in X-Forwarded-For. Resolves { status, body, ms }.
 */
function visitorClient(base, v) {
  const agent = new http.Agent({ keepAlive: true, localAddress: `127.0.0.${10 + (v % 240)}` });
  const request = (method, url, json) =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const body = json === undefined ? undefined : JSON.stringify(json);
      const req = http.request(
        `${base}${url}`,
        {
          method,
          agent,
          headers: body
            ? { 'content-type': 'application/json', origin: base, 'content-length': Buffer.byteLength(body) }
            : {},
        },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => {
            let parsed = null;
            try {
              parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
            } catch {
              // not JSON (an nginx error page)
            }
            resolve({ status: res.statusCode, body: parsed, ms: performance.now() - started });
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  return { request, close: () => agent.destroy() };
}

/**
 * `visitors` visitors, each in a loop: GET /api/time-slots of its brand, POST /api/bookings for a random slot of that
 * list, then a pause so that all of them together start at most `ratePerSecond` bookings a second (the slot supply
 * bounds the run: ~700 slots in the 7-day window at 24 h a day). Two visitors may pick the same slot, and a list read
 * just before another's booking may still offer it: those get 409, counted apart from errors.
 * Returns { attempts, stop() } — stop resolves when every visit in flight has ended.
 */
export function startBookingVisitors({ base, services, visitors, ratePerSecond, t0 }) {
  const attempts = [];
  let running = true;
  const spacingMs = (visitors * 1000) / ratePerSecond;
  const visitor = async (v) => {
    const brand = v % 2 === 0 ? 'coaching' : 'lunar';
    const client = visitorClient(base, v);
    // Staggered starts, so the visitors do not arrive in step.
    await sleep((v * spacingMs) / visitors);
    for (let k = 0; running; k++) {
      const due = t0 + (v * spacingMs) / visitors + k * spacingMs;
      let slots;
      try {
        const read = await client.request('GET', `/api/time-slots?brand=${brand}`);
        if (read.status !== 200) throw new Error(`GET /api/time-slots: ${read.status}`);
        slots = read.body;
      } catch (error) {
        attempts.push({ what: 'slots', brand, status: 'network', error: String(error.message), at: now(t0) });
        await sleep(100);
        continue;
      }
      if (slots.length === 0) {
        await sleep(200);
        continue;
      }
      const slot = slots[Math.floor(Math.random() * slots.length)];
      const payload = bookingPayload(services[brand], slot.id);
      const record = { what: 'booking', brand, slotId: slot.id, email: payload.email, at: now(t0) };
      const started = performance.now();
      try {
        const res = await client.request('POST', '/api/bookings', payload);
        Object.assign(record, { status: res.status, id: res.body?.id, code: res.body?.code });
      } catch (error) {
        Object.assign(record, { status: 'network', error: String(error.code ?? error.message) });
      }
      record.ms = performance.now() - started;
      attempts.push(record);
      // The next visit's start: behind schedule, at once.
      const wait = due + spacingMs - performance.now();
      if (wait > 0) await sleep(wait);
    }
    client.close();
  };
  const loops = Array.from({ length: visitors }, (_, v) => visitor(v));
  return {
    attempts,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** The pages readers load in turn: server-rendered by the shell, /lunar-booking from the remote being released. */
export const PAGES = ['/', '/lunar-light', '/lunar-booking', '/booking'];

/**
 * `readers` loops loading PAGES through the proxy (the HTML only, as a crawler or a first visit before scripts), all
 * together at most `ratePerSecond` (back to back, they would take the cores from the replicas being measured).
 * `marker` is the text only the new release of mfe-lunar renders: the first /lunar-booking showing it is when the
 * release reached visitors.
 */
export function startPageReaders({ base, readers, ratePerSecond, marker, t0 }) {
  const loads = [];
  let running = true;
  let firstReleased = null;
  const spacingMs = (readers * 1000) / ratePerSecond;
  const reader = async (r) => {
    for (let k = 0; running; k++) {
      const due = t0 + (r * spacingMs) / readers + k * spacingMs;
      if (due > performance.now()) await sleep(due - performance.now());
      if (!running) break;
      const page = PAGES[(k * readers + r) % PAGES.length];
      const started = performance.now();
      const record = { page, at: now(t0) };
      try {
        const res = await fetch(`${base}${page}`, { headers: { accept: 'text/html' } });
        const html = await res.text();
        record.status = res.status;
        if (page === '/lunar-booking' && html.includes(marker)) {
          record.released = true;
          firstReleased ??= record.at;
        }
      } catch (error) {
        record.status = 'network';
        record.error = String(error.cause?.code ?? error.message);
      }
      record.ms = performance.now() - started;
      loads.push(record);
    }
  };
  const loops = Array.from({ length: readers }, (_, r) => reader(r));
  return {
    loads,
    firstReleasedAt: () => firstReleased,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** Milliseconds since the run started. */
export const now = (t0) => performance.now() - t0;

// The throughput baselines: bare node:http + pg, the same queries as the API and the same JSON, nothing else
// (no framework, validation, security headers or logging); and under /memory/… the physical limit: the same bytes
// sent from memory (read once from the database at start). Run as its own process, like the API.
// Usage: DATABASE_URL=... node bench/baseline-server.mjs  → prints {"port":N} on stdout once listening.
import http from 'node:http';
import { createRequire } from 'node:module';
import pg from 'pg';

const require = createRequire(import.meta.url);
const { businessDate, slotWindowDates } = require('@app/contracts');
// Same pool size as the API's TypeORM data source (api/src/database/data-source.options.ts).
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
// The database stops with the API at the end of the run; that is not this server's error to report.
pool.on('error', () => undefined);

const SERVICES_SQL = `SELECT id, name, description, price, duration, type, category, is_active
  FROM service WHERE brand = 'coaching' AND is_active = true ORDER BY sort_order ASC, price DESC, id ASC`;

// api/src/modules/scheduling/time-slots.service.ts listAvailable, as SQL.
const SLOTS_SQL = `SELECT s.id, s.brand, s.starts_at, s.ends_at, s.date, s.time FROM time_slot s
  WHERE s.brand = $1 AND s.starts_at > $2 AND s.date = ANY($3)
    AND NOT EXISTS (SELECT 1 FROM blackout_date d WHERE d.date = s.date AND (d.brand IS NULL OR d.brand = s.brand))
    AND NOT EXISTS (SELECT 1 FROM booking b WHERE b.time_slot_id = s.id
      AND (b.status = 'confirmed' OR (b.status = 'pending_payment' AND b.hold_expires_at > $2)))
  ORDER BY s.starts_at ASC`;

async function services() {
  const { rows } = await pool.query(SERVICES_SQL);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    price: r.price,
    duration: r.duration,
    type: r.type,
    category: r.category,
    isActive: r.is_active,
  }));
}

const PSYCHIC_SQL = `SELECT id, name, description, price, duration FROM service
  WHERE brand = 'lunar' AND is_active = true ORDER BY sort_order ASC, id ASC`;

async function psychicServices() {
  const { rows } = await pool.query(PSYCHIC_SQL);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    price: r.price,
    duration: r.duration,
  }));
}

async function timeSlots(brand) {
  const now = new Date();
  const { rows } = await pool.query(SLOTS_SQL, [brand, now, slotWindowDates(businessDate(now))]);
  return rows.map((r) => ({
    id: r.id,
    date: r.date,
    time: r.time,
    isAvailable: true,
    startTime: r.starts_at.toISOString(),
    endTime: r.ends_at.toISOString(),
    serviceType: r.brand === 'lunar' ? 'psychic' : 'coaching',
    brand: r.brand,
  }));
}

function answer(url) {
  if (url.pathname === '/api/services') return services();
  if (url.pathname === '/api/psychic-services') return psychicServices();
  if (url.pathname === '/api/time-slots')
    return timeSlots(url.searchParams.get('brand') === 'lunar' ? 'lunar' : 'coaching');
  return null;
}

/** `/memory/api/…` → the bytes of `/api/…`, read once. */
const memory = new Map();
const HEADERS = { 'content-type': 'application/json; charset=utf-8' };

const server = http.createServer(async (req, res) => {
  const bytes = memory.get(req.url);
  if (bytes) {
    res.writeHead(200, { ...HEADERS, 'content-length': bytes.length }).end(bytes);
    return;
  }
  const url = new URL(req.url, 'http://x');
  try {
    const body = answer(url);
    if (!body) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, HEADERS).end(JSON.stringify(await body));
  } catch (error) {
    res.writeHead(500).end(String(error));
  }
});

const MEMORY_PATHS = [
  '/api/services',
  '/api/psychic-services',
  '/api/time-slots?brand=coaching',
  '/api/time-slots?brand=lunar',
];
for (const path of MEMORY_PATHS)
  memory.set(`/memory${path}`, Buffer.from(JSON.stringify(await answer(new URL(path, 'http://x')))));
server.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ port: server.address().port })));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));

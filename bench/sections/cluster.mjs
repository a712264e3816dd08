// Issue 35 item 4: the compose topology as `npm run cluster` runs it (scripts/cluster/cluster.cjs — nginx proxy, API
// replicas, the shell, the releases' nginx, one PostgreSQL), here with 3 API replicas, under a bounded load through
// the proxy for BENCH_CLUSTER_SECONDS (30): visitors booking (POST /api/bookings on slots read from /api/time-slots),
// chat clients in sessions spread over the replicas, readers loading server-rendered pages. At a third of the run
// one replica gets SIGTERM (its graceful drain), at half mfe-lunar's next release is published; at the end
// PostgreSQL is checked for lost writes. Figures only, except lost writes: any makes the bench exit non-zero.
//
//   BENCH_CLUSTER_SECONDS (30)   BENCH_CLUSTER_VISITORS (8)   BENCH_CLUSTER_RATE (bookings a second at most; default
//   what the free slots last for)   BENCH_CLUSTER_SESSIONS (8) × BENCH_CLUSTER_CHATTERS (4), each client sending
//   every BENCH_CLUSTER_CHAT_MS (1500)   BENCH_CLUSTER_READERS (2) loading BENCH_CLUSTER_PAGE_RATE (10) pages a second
//   BENCH_CLUSTER_PORT (3560: proxy; shell +1, releases +2, replicas +11..+13)   BENCH_CLUSTER_PG_PORT (25560)
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { REPO } from '../lib/server.mjs';
import { bookingPayload, freeSlots, postBooking } from '../lib/booking.mjs';
import { startBookingVisitors, startPageReaders, now } from '../lib/cluster-load.mjs';
import { startChat } from '../lib/cluster-chat.mjs';
import { verifyWrites } from '../lib/cluster-verify.mjs';
import { startPgProbe } from '../lib/cluster-pg-probe.mjs';
import { clusterSummary } from '../lib/cluster-summary.mjs';

const require = createRequire(import.meta.url);
const { startCluster } = require('../../scripts/cluster/cluster.cjs');

const env = (name, fallback) => Number(process.env[name] ?? fallback);
const SECONDS = env('BENCH_CLUSTER_SECONDS', 30);
const VISITORS = env('BENCH_CLUSTER_VISITORS', 8);
const SESSIONS = env('BENCH_CLUSTER_SESSIONS', 8);
const CHATTERS = env('BENCH_CLUSTER_CHATTERS', 4);
const CHAT_EVERY_MS = env('BENCH_CLUSTER_CHAT_MS', 1500);
const READERS = env('BENCH_CLUSTER_READERS', 2);
const PAGE_RATE = env('BENCH_CLUSTER_PAGE_RATE', 10);
const PORT = env('BENCH_CLUSTER_PORT', 3560);
const PG_PORT = env('BENCH_CLUSTER_PG_PORT', 25560);
const DIR = path.join(REPO, 'var', 'bench-cluster');
/** The released build's one change: the lunar booking page's heading, which the shell renders on the server. */
const HEADING = 'Book Your Reading';
const MARKER = 'Book Your Reading (bench release)';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const say = (message) => console.log(`[cluster] ${message}`);

export async function runCluster() {
  // reliability/cluster/release.ts makes the release the way cluster.spec.ts does; the bench's Node (24, see
  // lib/runtime.mjs) strips its types. A Node without type stripping (BENCH_NODE=current on 20) cannot load it.
  const { makeRelease } = await import('../../reliability/cluster/release.ts').catch((error) => {
    throw new Error(`loading reliability/cluster/release.ts needs Node >= 22.18 (type stripping): ${error.message}`);
  });
  const adminPassword = crypto.randomBytes(12).toString('base64url');
  const started = performance.now();
  const cluster = await startCluster({
    dir: DIR,
    proxyPort: PORT,
    shellPort: PORT + 1,
    releasesPort: PORT + 2,
    apiPorts: [PORT + 11, PORT + 12, PORT + 13],
    pgPort: PG_PORT,
    pgDataDir: path.join(DIR, 'pg'),
    freshDatabase: true,
    adminPassword,
    // Every client is 127.0.0.1 behind nginx: the per-address limits would measure the limiter, not the cluster.
    apiEnv: { RATE_LIMIT_MULTIPLIER: '100000', LOG_LEVEL: 'info' },
    log: say,
  });
  say(`up in ${((performance.now() - started) / 1000).toFixed(0)} s: ${cluster.url}`);
  try {
    return await loadAndCheck(cluster, adminPassword, makeRelease);
  } finally {
    await cluster.stop();
  }
}

async function loadAndCheck(cluster, adminPassword, makeRelease) {
  const base = cluster.url;
  await openAllDay(base, adminPassword);
  const services = {
    coaching: (await (await fetch(`${base}/api/services`)).json())[0].id,
    lunar: (await (await fetch(`${base}/api/psychic-services`)).json())[0].id,
  };
  // The chat sessions: real chat bookings on the soonest slots (setup, not counted among the run's bookings).
  const chatSlots = (await freeSlots(base)).slice(0, SESSIONS);
  const sessions = [];
  for (const slot of chatSlots) {
    const booked = await postBooking(base, bookingPayload(services.coaching, slot.id));
    if (booked.status !== 201 || !booked.body?.chat) throw new Error(`chat booking: ${booked.status}`);
    sessions.push(booked.body.chat);
  }
  const supply = (await freeSlots(base)).length + (await freeSlots(base, 'lunar')).length;
  // A fifth of the supply left over, so the last visits still find free slots.
  const rate = Math.max(1, Math.min(env('BENCH_CLUSTER_RATE', Infinity), Math.floor((supply * 0.8) / SECONDS)));
  const releaseDist = path.join(DIR, 'releases', 'mfe-lunar-bench');
  makeRelease(path.join(REPO, 'mfe-lunar', 'dist'), releaseDist, HEADING, MARKER);
  for (const page of ['/', '/lunar-light', '/lunar-booking', '/booking']) await (await fetch(`${base}${page}`)).text();
  say(`${supply} free slots: at most ${rate} bookings/s by ${VISITORS} visitors for ${SECONDS} s`);

  const chat = await startChat({ base, sessions, perSession: CHATTERS, everyMs: CHAT_EVERY_MS });
  const probe = await startPgProbe(cluster.databaseUrl);
  const loadAverage = os.loadavg()[0];
  const t0 = performance.now();
  const visitors = startBookingVisitors({ base, services, visitors: VISITORS, ratePerSecond: rate, t0 });
  const readers = startPageReaders({ base, readers: READERS, ratePerSecond: PAGE_RATE, marker: MARKER, t0 });

  // The replica that stops is the last one: the shell follows the release registry through the first.
  const stopping = cluster.replicas[cluster.replicas.length - 1];
  const drain = (async () => {
    await sleep((SECONDS * 1000) / 3);
    const signalAt = now(t0);
    say(`SIGTERM to API replica ${stopping.index} (${stopping.url}) at ${(signalAt / 1000).toFixed(1)} s`);
    const exit = await stopping.stop('SIGTERM');
    const exitAt = now(t0);
    const clean = /Stopped cleanly in (\d+) ms/.exec(stopping.log());
    return { replica: stopping.index, signalAt, exitAt, exit, stoppedCleanlyMs: clean ? Number(clean[1]) : null };
  })();
  const release = (async () => {
    await sleep((SECONDS * 1000) / 2);
    const publishAt = now(t0);
    say(`publishing mfe-lunar's next release at ${(publishAt / 1000).toFixed(1)} s`);
    const published = cluster.publish
      ? await cluster.publish('mfe_lunar', releaseDist, { actor: 'bench' })
      : (cluster.publishRemote('mfe_lunar', releaseDist), { releaseId: null });
    return { releaseId: published.releaseId, publishAt, publishedAt: now(t0) };
  })();

  await sleep(SECONDS * 1000);
  await Promise.all([visitors.stop(), readers.stop()]);
  const elapsedMs = now(t0);
  const postgres = await probe.stop();
  const [drained, released] = await Promise.all([drain, release]);
  // A publish step slower than the rest of the run (a busy machine): its first page is looked for after the load,
  // for at most 30 s.
  released.firstPageAt = readers.firstReleasedAt() ?? (await firstReleasedPage(base, t0));
  await chat.stopSending();
  chat.close();
  say('load stopped; checking PostgreSQL for lost writes');
  const verified = await verifyWrites({
    databaseUrl: cluster.databaseUrl,
    attempts: visitors.attempts,
    chat,
    sessionIds: sessions.map((s) => s.sessionId),
  });
  return clusterSummary({
    seconds: SECONDS,
    elapsedMs,
    loadAverage,
    cpus: os.cpus().length,
    replicas: cluster.replicas.length,
    visitors: VISITORS,
    rate,
    supply,
    attempts: visitors.attempts,
    loads: readers.loads,
    chat,
    sessions: SESSIONS,
    perSession: CHATTERS,
    drained,
    released,
    verified,
    postgres,
    proxyLog: cluster.proxy.accessLog(),
    replicaPorts: cluster.replicas.map((r) => `127.0.0.1:${r.port}`),
  });
}

async function firstReleasedPage(base, t0) {
  const deadline = performance.now() + 30_000;
  while (performance.now() < deadline) {
    const html = await fetch(`${base}/lunar-booking`).then(
      (r) => r.text(),
      () => '',
    );
    if (html.includes(MARKER)) return now(t0);
    await sleep(250);
  }
  return null;
}

/** Both brands open around the clock every day: ~48 slots a day each, so a 30 s run does not run out of slots. */
async function openAllDay(base, adminPassword) {
  const signIn = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ password: adminPassword }),
  });
  if (!signIn.ok) throw new Error(`admin sign-in: ${signIn.status}`);
  // A bearer client needs no CSRF token (the admin's browser echoes one; see modules/auth).
  const { token } = await signIn.json();
  const days = Array.from({ length: 7 }, (_, weekday) => ({ weekday, open: '00:00', close: '24:00' }));
  for (const brand of ['coaching', 'lunar']) {
    const res = await fetch(`${base}/api/coach/hours/${brand}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: base, authorization: `Bearer ${token}` },
      body: JSON.stringify({ days }),
    });
    if (!res.ok) throw new Error(`PUT /api/coach/hours/${brand}: ${res.status} ${await res.text()}`);
  }
}

export { clusterRows } from '../lib/cluster-summary.mjs';

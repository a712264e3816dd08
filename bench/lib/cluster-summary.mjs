// The cluster section's figures (plain data for bench/results.json) and its rows of the bench's table.
import { percentile, round } from './stats.mjs';

const s = (ms) => round(ms / 1000, 1);
const latency = (values) => ({
  n: values.length,
  p50Ms: round(percentile(values, 50)),
  p99Ms: round(percentile(values, 99)),
});

export function clusterSummary(r) {
  const bookings = r.attempts.filter((a) => a.what === 'booking');
  const count = (test) => bookings.filter(test).length;
  const isError = (a) => a.status === 'network' || a.status >= 500;
  const phase = (a) => (a.at < r.drained.signalAt ? 'before' : a.at < r.drained.exitAt ? 'drain' : 'after');
  const created = count((a) => a.status === 201);
  const seconds = r.elapsedMs / 1000;
  const pagesOk = r.loads.filter((l) => l.status === 200);
  const fanout = [...r.chat.messages.values()].flatMap((m) => m.fanout);
  const b = r.verified.bookings;
  const c = r.verified.chat;
  const lost =
    b.missing + b.duplicated + b.wrongSlot + b.slotsWithTwoLiveBookings + c.notStored + c.storedTwice + c.undelivered;
  // nginx writes every upstream it tried: "a, b" is a request it passed on to another replica.
  const apiLines = r.proxyLog.split('\n').filter((l) => /"(GET|POST|PUT) \/api\//.test(l));
  return {
    topology: `${r.replicas} API replicas, nginx proxy, shell renderer, releases nginx, one PostgreSQL`,
    machine: { cpus: r.cpus, loadAverageAtStart: round(r.loadAverage, 2) },
    seconds: round(seconds, 1),
    visitors: r.visitors,
    offeredRatePerSecond: r.rate,
    freeSlotsAtStart: r.supply,
    bookings: {
      attempts: bookings.length,
      created,
      perSecond: round(created / seconds, 1),
      conflicts409: count((a) => a.status === 409),
      other4xx: count((a) => typeof a.status === 'number' && a.status >= 400 && a.status < 500 && a.status !== 409),
      errors5xx: count((a) => typeof a.status === 'number' && a.status >= 500),
      connectionErrors: count((a) => a.status === 'network'),
      errorsByPhase: Object.fromEntries(
        ['before', 'drain', 'after'].map((p) => [p, count((a) => isError(a) && phase(a) === p)]),
      ),
      latency: latency(bookings.map((a) => a.ms)),
      latencyByPhase: Object.fromEntries(
        ['before', 'drain', 'after'].map((p) => [p, latency(bookings.filter((a) => phase(a) === p).map((a) => a.ms))]),
      ),
      slotReadErrors: r.attempts.filter((a) => a.what === 'slots').length,
    },
    proxy: {
      apiRequests: apiLines.length,
      passedToAnotherReplica: apiLines.filter((l) => /upstream=\S+, /.test(l)).length,
      byReplica: Object.fromEntries(
        r.replicaPorts.map((p) => [p, apiLines.filter((l) => l.includes(`upstream=${p}`)).length]),
      ),
    },
    chat: {
      clients: r.chat.clients.length,
      sessions: r.sessions,
      perSession: r.perSession,
      messages: r.chat.messages.size,
      fanout: latency(fanout),
      movedBy1012: r.chat.clients.filter((cl) => cl.closeCodes.includes(1012)).length,
      otherCloses: r.chat.clients.flatMap((cl) => cl.closeCodes.filter((code) => code !== 1012 && code !== 1000)),
      errorFrames: r.chat.clients.flatMap((cl) => cl.errors).slice(0, 5),
      errorFrameCount: r.chat.clients.reduce((n, cl) => n + cl.errors.length, 0),
    },
    pages: {
      loads: r.loads.length,
      perSecond: round(pagesOk.length / seconds, 1),
      latency: latency(r.loads.map((l) => l.ms)),
      non200: r.loads.filter((l) => l.status !== 200).map((l) => `${l.status} ${l.page} at ${s(l.at)} s`),
    },
    replicaStop: {
      replica: r.drained.replica,
      signalAtS: s(r.drained.signalAt),
      exitedAtS: s(r.drained.exitAt),
      drainMs: Math.round(r.drained.exitAt - r.drained.signalAt),
      exit: r.drained.exit,
      stoppedCleanlyMs: r.drained.stoppedCleanlyMs,
    },
    release: {
      releaseId: r.released.releaseId,
      publishAtS: s(r.released.publishAt),
      publishMs: Math.round(r.released.publishedAt - r.released.publishAt),
      firstPageMs: r.released.firstPageAt === null ? null : Math.round(r.released.firstPageAt - r.released.publishAt),
    },
    postgres: r.postgres,
    verified: r.verified,
    lostWrites: lost,
    correctnessFailure: lost > 0,
  };
}

export function clusterRows(r) {
  const b = r.bookings;
  const lat = (l) => `p50 ${l.p50Ms} ms, p99 ${l.p99Ms} ms (${l.n})`;
  const v = r.verified;
  return [
    {
      name: `cluster: ${r.topology}, ${r.seconds} s`,
      value: `${r.machine.cpus} cores, load average ${r.machine.loadAverageAtStart} at the start (shared machine)`,
    },
    {
      name: '  bookings through the proxy',
      value:
        `${b.perSecond}/s (${b.created} x 201 of ${b.attempts}; ${r.visitors} visitors offering <= ` +
        `${r.offeredRatePerSecond}/s of ${r.freeSlotsAtStart} free slots), ${b.conflicts409} x 409`,
    },
    {
      name: '  booking latency (every answer)',
      value: `${lat(b.latency)}; p99 before/after the stop ${b.latencyByPhase.before.p99Ms}/${b.latencyByPhase.after.p99Ms} ms`,
    },
    {
      name: '  booking errors (5xx, connection)',
      value:
        `${b.errors5xx} x 5xx, ${b.connectionErrors} connection errors, ${b.other4xx} other 4xx ` +
        `(before/drain/after the stop: ${b.errorsByPhase.before}/${b.errorsByPhase.drain}/${b.errorsByPhase.after}); ` +
        `proxy passed ${r.proxy.passedToAnotherReplica} of ${r.proxy.apiRequests} /api requests to another replica`,
    },
    {
      name: `  chat fan-out, ${r.chat.clients} clients / ${r.chat.sessions} sessions (sender -> others)`,
      value: `${lat(r.chat.fanout)}; ${r.chat.messages} messages, ${r.chat.movedBy1012} sockets moved by 1012`,
    },
    {
      name: '  pages through the proxy (server-rendered HTML)',
      value: `${r.pages.perSecond}/s, ${lat(r.pages.latency)}, ${r.pages.non200.length} not 200`,
    },
    {
      name: `  replica ${r.replicaStop.replica} stopped (SIGTERM)`,
      value:
        `at ${r.replicaStop.signalAtS} s, exited ${JSON.stringify(r.replicaStop.exit)} after ${r.replicaStop.drainMs} ms` +
        (r.replicaStop.stoppedCleanlyMs === null
          ? ' (no "Stopped cleanly")'
          : ` (drain ${r.replicaStop.stoppedCleanlyMs} ms)`),
    },
    {
      name: '  mfe-lunar released (publish step)',
      value:
        `at ${r.release.publishAtS} s, in the registry after ${r.release.publishMs} ms, on a page through the proxy ` +
        (r.release.firstPageMs === null ? 'not within 30 s of the run' : `after ${r.release.firstPageMs} ms`) +
        (r.release.publishAtS * 1000 + (r.release.firstPageMs ?? 0) > r.seconds * 1000
          ? ' (after the run had ended)'
          : ''),
    },
    {
      name: '  PostgreSQL during the run (path to 10 replicas)',
      value:
        `<= ${r.postgres.maxConnections} connections (${r.postgres.maxListeners} LISTEN), NOTIFY queue use ` +
        `<= ${(r.postgres.maxQueueUsage * 100).toPrecision(2)} %, a commit waiting on the NOTIFY lock in ${r.postgres.samplesWithNotifyLockWait} ` +
        `of ${r.postgres.samples} samples`,
    },
    {
      name: '  lost writes',
      value:
        `${r.lostWrites} (bookings: ${v.bookings.created} x 201, ${v.bookings.missing} missing, ${v.bookings.duplicated} ` +
        `twice, ${v.bookings.slotsWithTwoLiveBookings} slots with 2 live; chat: ${v.chat.acked} acked, ` +
        `${v.chat.notStored} not stored, ${v.chat.undelivered} undelivered)` +
        (v.bookings.storedButNotAcknowledged.length > 0
          ? `; ${v.bookings.storedButNotAcknowledged.length} bookings stored though their visitor got an error`
          : ''),
      budget: '0',
      ok: r.lostWrites === 0,
    },
  ];
}

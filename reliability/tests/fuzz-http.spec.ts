import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { rowCounts, withDb } from '../support/db';
import { adminToken, api, bearer } from '../support/http';
import { documentedEndpoints, fillPath, type Endpoint } from '../support/openapi';

const RUNS_PER_ENDPOINT = Number(process.env.REL_FUZZ_RUNS ?? 40);

/** Strings that have broken parsers before: traversal, SQL, NUL, huge, non-ASCII, numbers where ids go. */
const nastyString = fc.oneof(
  fc.string({ minLength: 1, maxLength: 40 }),
  fc.constantFrom(
    '..',
    '%00',
    "' OR 1=1 --",
    'null',
    'undefined',
    '-1',
    '1e309',
    '0x10',
    '__proto__',
    'constructor',
    '9'.repeat(40),
    'ÿ'.repeat(300),
    '😀'.repeat(50),
    '\u0000',
    '{}',
    '[]',
  ),
  fc.uuid(),
);

/** JSON that is not a valid request: any value, or the body's own keys with values of the wrong kind. */
const wrongValue = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  nastyString,
  fc.array(fc.anything(), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
  fc.string({ minLength: 5000, maxLength: 20000 }),
);
const bodyFor = (keys: string[]) =>
  fc.oneof(
    fc.anything({ maxDepth: 2 }).map((v) => ({ json: v })),
    keys.length
      ? fc.dictionary(fc.constantFrom(...keys), wrongValue, { maxKeys: keys.length }).map((v) => ({ json: v }))
      : fc.constant({ json: {} }),
    fc.string({ maxLength: 200 }).map((raw) => ({ raw: `{${raw}`, type: 'application/json' })),
    fc.string({ maxLength: 200 }).map((raw) => ({ raw, type: 'text/plain' })),
    fc.constant({ raw: '{"a":'.repeat(2000), type: 'application/json' }),
  );

/**
 * A path parameter that is a whole dot segment never reaches a server: the URL parser resolves it first
 * (`/blackout-dates/../bookings` is sent as `/bookings`, `%2E%2E` alike), so it would fuzz another endpoint.
 */
const pathValue = nastyString.filter((v) => v !== '.' && v !== '..');

type Body = { json?: unknown; raw?: string; type?: string };

function requestArbitrary(endpoint: Endpoint) {
  return fc.record({
    path: fc.record(Object.fromEntries(endpoint.pathParams.map((p) => [p, pathValue]))),
    query: fc.dictionary(fc.constantFrom(...endpoint.queryParams, 'x', '__proto__'), nastyString, { maxKeys: 3 }),
    // fetch refuses a body on GET; other body-less operations get junk they must ignore or refuse.
    body: endpoint.hasBody
      ? bodyFor(endpoint.bodyKeys)
      : endpoint.method === 'GET'
        ? fc.constant(undefined)
        : fc.option(bodyFor([]), { nil: undefined }),
  });
}

/**
 * A malformed request may be ignored (a GET with junk query parameters, a body-less action), but one that carries
 * a request body or names a resource must be refused with a 4xx.
 */
const mustRefuse = (endpoint: Endpoint) => endpoint.hasBody || endpoint.pathParams.length > 0;

/**
 * Batch endpoints answer 2xx with per-item counts by contract (TEAM-API.md: bulk testers → `{success, failed}`):
 * for junk input that answer must report nothing added.
 */
const BATCH_ANSWERS: Record<string, (body: unknown) => boolean> = {
  'POST /api/testing-users/bulk': (body) => (body as { success?: unknown })?.success === 0,
};

/** Opens the visitor's own demo chat room: any request without a room cookie creates one, by design. */
const DEMO_ROOM = 'POST /api/chat-sessions/demo';

test('malformed input to every documented endpoint gets a 4xx, never a 5xx, and writes no row', async () => {
  const endpoints = await documentedEndpoints();
  expect(endpoints.length).toBeGreaterThan(20);
  const token = await adminToken();
  const before = await withDb(rowCounts);
  let demoRooms = 0;
  const failures: string[] = [];

  for (const endpoint of endpoints) {
    // The sign-out of the admin session would cut the fuzzing of admin endpoints short.
    const headers = endpoint.admin ? bearer(token) : {};
    try {
      await fc.assert(
        fc.asyncProperty(requestArbitrary(endpoint), async ({ path, query, body }) => {
          const search = new URLSearchParams(query).toString();
          const url = fillPath(endpoint.path, path) + (search ? `?${search}` : '');
          const b = body as Body | undefined;
          const answer = await api<{ statusCode?: number; message?: unknown }>(url, {
            method: endpoint.method,
            headers: { ...headers, ...(b?.type ? { 'content-type': b.type } : {}) },
            ...(b?.raw !== undefined ? { body: b.raw } : b ? { json: b.json } : {}),
          });
          const context = `${endpoint.method} ${url} → ${answer.status} ${answer.text.slice(0, 200)}`;
          if (answer.status >= 500) throw new Error(context);
          if (`${endpoint.method} ${endpoint.path}` === DEMO_ROOM && answer.status < 300) demoRooms += 1;
          const batch = BATCH_ANSWERS[`${endpoint.method} ${endpoint.path}`];
          const batchReportsNothing = batch && answer.status < 300 && batch(answer.body);
          if (mustRefuse(endpoint) && answer.status < 400 && !batchReportsNothing)
            throw new Error(`accepted: ${context}`);
          if (answer.status >= 400) {
            // The error contract of TEAM-API.md: {statusCode, message, errors?}.
            if (answer.body?.statusCode !== answer.status || typeof answer.body?.message !== 'string')
              throw new Error(`error shape: ${context}`);
          }
        }),
        { numRuns: RUNS_PER_ENDPOINT },
      );
    } catch (error) {
      // fast-check's report: the shrunk counterexample and the assertion it broke.
      const lines = String((error as Error).message).split('\n');
      const report = lines.filter((l) => /Counterexample|→/.test(l)).join(' | ') || lines.slice(0, 3).join(' | ');
      failures.push(`${endpoint.method} ${endpoint.path}: ${report}`);
    }
  }

  expect(failures).toEqual([]);
  expect((await api('/api/health')).status, 'the server is still up').toBe(200);
  const after = await withDb(rowCounts);
  // Admin sign-ins write sessions and the rate limiter its counters; each demo room opened (a body-less POST that
  // needs no input) is one room with its greeting; nothing else may have changed.
  const bookkeeping = { admin_session: 0, rate_limit_counter: 0 };
  expect({ ...after, ...bookkeeping }).toEqual({
    ...before,
    ...bookkeeping,
    ...(before.chat_session !== undefined ? { chat_session: before.chat_session + demoRooms } : {}),
    ...(before.chat_message !== undefined ? { chat_message: before.chat_message + demoRooms } : {}),
  });
});

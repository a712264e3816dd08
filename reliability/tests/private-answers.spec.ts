import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import WebSocket from 'ws';
import { bookingForm, freeSlots } from '../support/booking';
import { BASE_URL, SERVER_LOG } from '../support/env';
import { adminToken, api, bearer, clientIp } from '../support/http';
import { documentedEndpoints } from '../support/openapi';

/**
 * Issue 28: what the running site leaves behind or lets through — caches, logs, public files, page policies, and
 * the inputs that used to be read as something else (a bracketed query key, a line break, a number).
 */

test('every admin read and write answers Cache-Control: no-store', async () => {
  const admin = bearer(await adminToken());
  const reads = (await documentedEndpoints()).filter((e) => e.admin && e.method === 'GET' && e.pathParams.length === 0);
  expect(reads.length).toBeGreaterThan(5);
  for (const endpoint of reads) {
    const res = await api(endpoint.path, { headers: admin });
    if (res.status === 401) continue; // a subscriber's route: the admin's token is not its credential
    expect.soft(res.headers.get('cache-control'), `GET ${endpoint.path} (${res.status})`).toBe('no-store');
  }
  const write = await api('/api/testing-users', {
    method: 'POST',
    headers: admin,
    json: { email: `no-store-${Date.now()}@example.com`, accessLevel: 'basic', status: 'pending' },
  });
  expect(write.status).toBe(201);
  expect(write.headers.get('cache-control')).toBe('no-store');
});

test("a manage link's token never reaches the access log", async () => {
  const [slot] = await freeSlots('coaching');
  const booking = await api<{ manageToken: string }>('/api/bookings', {
    method: 'POST',
    json: bookingForm('strategic-decision', slot.id),
  });
  expect(booking.status, booking.text).toBe(201);
  const token = booking.body.manageToken;
  expect((await api(`/api/manage/${encodeURIComponent(token)}`)).status).toBe(200);
  await expect
    .poll(() => fs.readFileSync(SERVER_LOG, 'utf8').includes('"url":"/api/manage/[redacted]"'), { timeout: 5_000 })
    .toBe(true);
  expect(fs.readFileSync(SERVER_LOG, 'utf8').includes(token)).toBe(false);
});

test('source maps and the Node builds are not served; pages carry a Permissions-Policy and a narrow connect-src', async () => {
  for (const path of [
    '/mfe/mfe_coaching/server/remoteEntry.js',
    '/mfe/mfe_admin/server/remoteEntry.js',
    '/server/render.js',
  ]) {
    expect.soft((await api(path)).status, path).toBe(404);
  }
  const manifest = await api<{ metaData?: { remoteEntry?: { name: string } } }>('/mfe/mfe_admin/mf-manifest.json');
  expect(manifest.status).toBe(200);
  const entry = await api('/mfe/mfe_admin/remoteEntry.js');
  expect(entry.status).toBe(200);
  expect((await api('/mfe/mfe_admin/remoteEntry.js.map')).status).toBe(404);

  const page = await api('/');
  expect(page.headers.get('permissions-policy')).toMatch(/camera=\(\)/);
  const connect = /connect-src ([^;]*)/.exec(page.headers.get('content-security-policy') ?? '')?.[1] ?? '';
  const host = new URL(BASE_URL).host;
  expect(connect.split(' ')).toEqual(expect.arrayContaining(["'self'", `ws://${host}`, `wss://${host}`]));
  expect(connect.split(' ')).not.toContain('ws:');
  expect(connect.split(' ')).not.toContain('wss:');
});

test('inputs that used to be read as something else are refused', async () => {
  const admin = bearer(await adminToken());
  const bracketed = await api('/api/subscriptions?email[]=someone@example.com', { headers: admin });
  expect(bracketed.status, 'not the unfiltered list').toBe(400);

  const badUrl = await api('/api/psychic-reviews/%zz');
  expect(badUrl.status).toBe(400);
  expect(badUrl.body).toEqual({ statusCode: 400, code: 'BAD_REQUEST', message: 'Bad Request' });

  const forged = await api('/api/contact', {
    method: 'POST',
    json: {
      name: 'Sam\r\nBcc: victim@example.com',
      email: 'sam@example.com',
      subject: 'Forged lines',
      message: 'This name tries to add a line.',
    },
  });
  expect(forged.status).toBe(400);
  expect(forged.body).toMatchObject({ errors: { name: 'Name must be on one line' } });

  const room = await api<{ sessionId: string; token: string }>('/api/chat-sessions/demo', { method: 'POST' });
  expect(room.status).toBe(201);
  const ws = new WebSocket(`${BASE_URL.replace(/^http/, 'ws')}/ws`, { headers: { 'x-forwarded-for': clientIp() } });
  const frames: Array<{ type: string; message?: string }> = [];
  ws.on('message', (data: Buffer) =>
    frames.push(JSON.parse(data.toString('utf8')) as { type: string; message?: string }),
  );
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  const { sessionId, token } = room.body;
  ws.send(JSON.stringify({ type: 'join_session', sessionId, token, userId: 'u', userName: 'Ada', userType: 'client' }));
  await expect.poll(() => frames.some((f) => f.type === 'message_history')).toBe(true);
  ws.send(
    JSON.stringify({
      type: 'send_message',
      sessionId,
      senderId: 'u',
      senderName: 'Ada',
      senderType: 'client',
      message: 42,
    }),
  );
  await expect.poll(() => frames.find((f) => f.type === 'error')?.message).toBe('Message must be text');
  expect(frames.some((f) => f.type === 'new_message')).toBe(false);
  ws.close();
});

import { expect, test } from '../support/fixtures';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { coachJoinsAndReplies } from '../support/coachSocket';

const contexts: BrowserContext[] = [];

/** A fresh visitor (own cookies and storage) on a page. */
async function visitor(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

// Each test leaves with its visitors (open sockets would otherwise linger until the run ends).
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

const badge = (scope: Page | Locator) => scope.getByRole('status', { name: /^Connection:/ }).first();
const log = (page: Page) => page.getByRole('log');
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });

/** Unique per run, so a test never matches text another run left in the database. */
const tag = () => Math.random().toString(36).slice(2, 8);
const GREETING = /automated greeting: this is your private demo room/;

test('each visitor gets a private demo room with a greeting; a reload returns to it; nobody else sees it', async ({
  browser,
}) => {
  const id = tag();
  const ada = await visitor(browser, '/chat-session');
  await expect(ada.getByRole('heading', { level: 1, name: 'Live Chat Demo' })).toBeVisible();
  await expect(ada.getByText('Live Session', { exact: true })).toBeVisible();
  await expect(ada.getByText('This is a demo', { exact: true })).toBeVisible();
  await expect(ada.getByText(/private to you: nobody else can read it/)).toBeVisible();
  await expect(badge(ada)).toHaveText('Connected');

  // The coach's automated greeting opens the room.
  await expect(log(ada).getByTestId('chat-message').first()).toContainText(GREETING);
  await expect(log(ada).getByTestId('chat-message').first()).toContainText('Coach Ari · Coach');

  // Trimmed text is stored and shows one tick (nobody else is here to read it).
  await composer(ada).fill(`  My private note ${id}  `);
  await composer(ada).press('Enter');
  const mine = log(ada)
    .getByTestId('chat-message')
    .filter({ hasText: `My private note ${id}` });
  await expect(mine.locator('p')).toHaveText(`My private note ${id}`);
  await expect(mine.getByRole('img', { name: 'Sent' })).toBeVisible();
  await expect(composer(ada)).toHaveValue('');

  // Shift+Enter starts a new line; Enter sends both lines as one message.
  await composer(ada).pressSequentially(`First line ${id}`);
  await composer(ada).press('Shift+Enter');
  await composer(ada).pressSequentially('second line');
  await composer(ada).press('Enter');
  await expect(
    log(ada)
      .getByTestId('chat-message')
      .filter({ hasText: `First line ${id}` })
      .locator('p'),
  ).toHaveText(`First line ${id}\nsecond line`);

  // Blank text is never sent.
  await composer(ada).fill('   ');
  await expect(ada.getByRole('button', { name: 'Send message' })).toBeDisabled();

  // A reload (same tab) comes back to the same room and conversation.
  await ada.reload();
  await expect(badge(ada)).toHaveText('Connected');
  await expect(log(ada).getByTestId('chat-message')).toHaveCount(3);

  // Another visitor gets a room of their own: only a greeting, nothing of Ada's.
  const bob = await visitor(browser, '/chat-session');
  await expect(badge(bob)).toHaveText('Connected');
  await expect(log(bob).getByTestId('chat-message')).toHaveCount(1);
  await expect(log(bob).getByTestId('chat-message')).toContainText(GREETING);
  await composer(bob).fill(`Bob was here ${id}`);
  await composer(bob).press('Enter');
  await expect(log(bob).getByText(`Bob was here ${id}`)).toBeVisible();
  await expect(log(ada).getByText(`Bob was here ${id}`)).toHaveCount(0);
  await expect(log(bob).getByText(`My private note ${id}`)).toHaveCount(0);
});

test("a booking's chat link opens its session; the coach joins with the admin cookie; a wrong token is Not Found", async ({
  browser,
  request,
}) => {
  const slots = (await (await request.get('/api/time-slots')).json()) as Array<{ id: string }>;
  const booked = await request.post('/api/bookings', {
    data: {
      fullName: 'Grace Hopper',
      email: 'grace@example.com',
      serviceId: 'quick-chat',
      timeSlotId: slots.at(-1)!.id,
      deliveryPreference: 'chat',
      chatPlatform: 'live-chat',
      paymentMethod: 'cashapp',
    },
  });
  expect(booked.status()).toBe(201);
  const {
    id: bookingId,
    chat,
    manageToken,
  } = (await booked.json()) as { id: string; chat: { sessionId: string; token: string }; manageToken: string };
  const link = `/chat-session?session=${chat.sessionId}&booking=${bookingId}&token=${chat.token}`;

  const grace = await visitor(browser, link);
  await expect(grace.getByRole('heading', { level: 1, name: '3 Questions Chat' })).toBeVisible();
  await expect(badge(grace)).toHaveText('Connected');
  await composer(grace).fill('Is my session still on?');
  await composer(grace).press('Enter');
  await expect(log(grace).getByText('Is my session still on?')).toBeVisible();

  // The coach's browser: signed in, its cookie goes with the socket's handshake from our own page.
  const coachContext = await browser.newContext();
  contexts.push(coachContext);
  expect(
    (await coachContext.request.post('/api/auth/sign-in', { data: { password: 'e2e-admin-password' } })).status(),
  ).toBe(200);
  const coach = await coachContext.newPage();
  await coach.goto('/test-chat');
  const history = await coach.evaluate(coachJoinsAndReplies, {
    sessionId: chat.sessionId,
    reply: 'Yes, see you then!',
  });
  expect(history).toEqual(['Is my session still on?']);
  await expect(log(grace).getByTestId('chat-message').filter({ hasText: 'Yes, see you then!' })).toContainText(
    'Coach Ari · Coach',
  );

  // Stored, not just relayed: a reload brings the whole conversation back.
  await grace.reload();
  await expect(log(grace).getByTestId('chat-message')).toHaveCount(2);

  const stranger = await visitor(browser, `/chat-session?session=${chat.sessionId}&token=not-the-token`);
  await expect(stranger.getByRole('heading', { level: 1, name: 'Session Not Found' })).toBeVisible();
  await expect(stranger.getByText("The chat session you're looking for doesn't exist or has expired.")).toBeVisible();
  await stranger.getByRole('link', { name: 'Return Home' }).click();
  await expect(stranger).toHaveURL(/\/$/);

  // The booking is cancelled: the open page is told at once, and the session stays readable but closed.
  expect((await request.post(`/api/manage/${manageToken}/cancel`, { data: {} })).status()).toBe(200);
  const ended = 'This chat session has ended because the booking was cancelled. New messages cannot be sent.';
  await expect(grace.getByRole('alert').filter({ hasText: ended })).toBeVisible();
  await expect(badge(grace)).toHaveText('Ended');
  await expect(composer(grace)).toBeDisabled();
  await grace.reload();
  await expect(grace.getByText('Session Ended', { exact: true })).toBeVisible();
  await expect(log(grace).getByTestId('chat-message')).toHaveCount(2);
  await expect(grace.getByRole('alert').filter({ hasText: ended })).toBeVisible();
  await expect(composer(grace)).toHaveAttribute('placeholder', 'This chat has ended');
});

test('/test-chat: the coach side asks for a sign-in; signed in, both sides talk in a fresh private room and the video test gives a link', async ({
  browser,
}) => {
  const context = await browser.newContext();
  contexts.push(context);
  const page = await context.newPage();
  await page.goto('/test-chat');
  await expect(page.getByRole('heading', { level: 1, name: 'Chat Test' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in as coach' })).toHaveAttribute(
    'href',
    '/admin/sign-in?next=%2Ftest-chat',
  );

  expect((await context.request.post('/api/auth/sign-in', { data: { password: 'e2e-admin-password' } })).status()).toBe(
    200,
  );
  await page.reload();
  const coachSide = page.getByRole('region', { name: 'Coach side' });
  const clientSide = page.getByRole('region', { name: 'Client side' });
  await expect(badge(coachSide)).toHaveText('Connected');
  await expect(page.getByText(/Both sides join a private demo room made for this page/)).toBeVisible();
  // Both sides are in the same new room: its greeting, and nothing else yet.
  for (const side of [coachSide, clientSide]) {
    await expect(side.getByTestId('chat-message')).toHaveCount(1);
    await expect(side.getByTestId('chat-message')).toContainText(GREETING);
  }
  const id = tag();
  await clientSide.getByRole('textbox', { name: 'Message' }).fill(`Client asks ${id}`);
  await clientSide.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(coachSide.getByText(`Client asks ${id}`)).toBeVisible();
  // The coach side has seen it: the client's single tick turns into two.
  await expect(
    clientSide
      .getByTestId('chat-message')
      .filter({ hasText: `Client asks ${id}` })
      .getByRole('img', { name: 'Read' }),
  ).toBeVisible();
  await coachSide.getByRole('textbox', { name: 'Message' }).fill(`Coach answers ${id}`);
  await coachSide.getByRole('button', { name: 'Send message' }).click();
  await expect(clientSide.getByTestId('chat-message').filter({ hasText: `Coach answers ${id}` })).toContainText(
    'Coach Ari · Coach',
  );

  await page.getByRole('combobox', { name: 'Coach' }).click();
  await page.getByRole('option', { name: /^Luna/ }).click();
  await expect(coachSide.getByText('As Luna')).toBeVisible();
  await expect(badge(coachSide)).toHaveText('Connected');

  await page.getByRole('button', { name: 'Microsoft Teams' }).click();
  await expect(page.getByText('Microsoft Teams meeting created')).toBeVisible();
  await expect(page.getByRole('link', { name: /^https:\/\// })).toBeVisible();
});

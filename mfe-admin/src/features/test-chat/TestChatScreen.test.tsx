import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeWebSocket, renderWithProviders, stubApi, type StubAnswer } from '@app/web-kit/testing';
import { makeStore } from '../../app/store';
import { TestChatScreen } from './TestChatScreen';

let api: ReturnType<typeof stubApi> | undefined;

/** Answers by "METHOD /path"; records request bodies. Anything else is a 404 (as /api/brands is here: defaults). */
function serve(routes: Record<string, StubAnswer>) {
  const stub = stubApi(routes);
  api = stub;
  return { sentTo: (key: string) => stub.sent(key).map((request) => request.body) };
}

const room = {
  sessionId: '0a9e4c2d-0000-4000-8000-0000000000d1',
  token: 'room-token',
  expiresAt: '2030-03-15T19:00:00.000Z',
};
const newRoom = { 'POST /api/chat-sessions/demo': { status: 201, body: room } };
const signedIn = { ...newRoom, 'GET /api/auth/session': { status: 200, body: { authenticated: true } } };
const signedOut = {
  ...newRoom,
  'GET /api/auth/session': { status: 401, body: { statusCode: 401, message: 'Authentication required' } },
};

// Typing and MUI's Select through userEvent take seconds on a busy 2-core box: jest's 5 s default is too tight.
jest.setTimeout(20_000);

beforeEach(() => FakeWebSocket.install());
afterEach(() => api?.restore());

describe(TestChatScreen.name, () => {
  it('signed out: the client side chats in a fresh demo room of its own and the coach side links to the sign-in', async () => {
    const api = serve(signedOut);
    renderWithProviders(<TestChatScreen />, { store: makeStore(), route: '/test-chat' });

    const signIn = await screen.findByRole('link', { name: 'Sign in as coach' });
    expect(signIn).toHaveAttribute('href', '/admin/sign-in?next=%2Ftest-chat');
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    expect(api.sentTo('POST /api/chat-sessions/demo')).toHaveLength(1);
    const client = FakeWebSocket.latest();
    client.open();
    expect(client.framesOfType('join_session')).toEqual([
      {
        type: 'join_session',
        sessionId: room.sessionId,
        userId: 'test-client',
        userName: 'Test Client',
        userType: 'client',
        token: 'room-token',
      },
    ]);
  });

  it('signed in: the coach side joins as the selected coach and re-joins when the selector changes', async () => {
    const user = userEvent.setup();
    serve(signedIn);
    renderWithProviders(<TestChatScreen />, { store: makeStore(), route: '/test-chat' });

    const coachSide = await screen.findByRole('region', { name: 'Coach side' });
    expect(within(coachSide).getByRole('status', { name: /^Connection:/ })).toHaveTextContent('Connecting...');
    // Both sides join the page's room once it exists; the coach side also waits for the admin session.
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(2));
    FakeWebSocket.instances.forEach((ws) => ws.open());
    const coachSocket = FakeWebSocket.instances.find((ws) => ws.framesOfType('join_session')[0]?.userType === 'coach')!;
    expect(coachSocket.framesOfType('join_session')).toEqual([
      {
        type: 'join_session',
        sessionId: room.sessionId,
        userId: 'coach-coaching',
        userName: 'Coach Ari',
        userType: 'coach',
      },
    ]);

    await user.click(screen.getByRole('combobox', { name: 'Coach' }));
    await user.click(screen.getByRole('option', { name: /^Luna/ }));
    const rejoined = FakeWebSocket.latest();
    expect(rejoined).not.toBe(coachSocket);
    rejoined.open();
    expect(rejoined.framesOfType('join_session')[0]).toMatchObject({
      userId: 'coach-lunar',
      userName: 'Luna',
      userType: 'coach',
    });
  });

  it('creates a meeting link per platform and shows it', async () => {
    const user = userEvent.setup();
    const api = serve({
      ...signedOut,
      'POST /api/video-meeting/test': {
        status: 200,
        body: { platform: 'zoom', meetingUrl: 'https://zoom.us/j/123', instructions: 'Join with the link.' },
      },
    });
    renderWithProviders(<TestChatScreen />, { store: makeStore(), route: '/test-chat' });

    expect(screen.getByRole('button', { name: 'Default (Google Meet)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Microsoft Teams' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zoom' }));

    expect(await screen.findByRole('link', { name: 'https://zoom.us/j/123' })).toHaveAttribute(
      'href',
      'https://zoom.us/j/123',
    );
    expect(screen.getByText('Join with the link.')).toBeInTheDocument();
    expect(api.sentTo('POST /api/video-meeting/test')).toEqual([
      {
        platform: 'zoom',
        customerEmail: 'test@example.com',
        serviceName: 'Video Meeting Test',
        dateTime: expect.any(String),
      },
    ]);
  });

  it('says "Failed to create meeting link" when the call fails', async () => {
    const user = userEvent.setup();
    serve({
      ...signedOut,
      'POST /api/video-meeting/test': { status: 500, body: { statusCode: 500, message: 'boom' } },
    });
    renderWithProviders(<TestChatScreen />, { store: makeStore(), route: '/test-chat' });
    await user.click(screen.getByRole('button', { name: 'Default (Google Meet)' }));
    await waitFor(() => expect(screen.getByText('Failed to create meeting link')).toBeInTheDocument());
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { FakeWebSocket, renderWithProviders, stubApi } from '@app/web-kit/testing';
import {
  CHAT_ENDED_CLOSE_CODE,
  CHAT_LIFETIME_MESSAGES,
  type ChatSessionViewDto,
  type DemoChatRoomDto,
} from '@app/contracts';
import ChatSessionPage from '../../pages/ChatSessionPage';

const view: ChatSessionViewDto = {
  sessionId: '6f1c2a7e-0000-4000-8000-000000000001',
  bookingId: '9b2d4c1e-0000-4000-8000-000000000002',
  brand: 'coaching',
  serviceName: 'Personal Development Session',
  clientName: 'Grace Hopper',
  coachName: 'Coach Ari',
  status: 'active',
  endedReason: null,
  scheduledTime: '2030-03-14T19:00:00.000Z',
  platform: 'live-chat',
};

const room: DemoChatRoomDto = {
  sessionId: '0a9e4c2d-0000-4000-8000-0000000000d1',
  token: 'room-token',
  expiresAt: '2030-03-15T19:00:00.000Z',
};
const demoView: ChatSessionViewDto = {
  ...view,
  sessionId: room.sessionId,
  bookingId: null,
  serviceName: 'Live Chat Demo',
  clientName: 'Guest',
  scheduledTime: null,
};

const realFetch = globalThis.fetch;

beforeEach(() => {
  FakeWebSocket.install();
  window.sessionStorage.clear();
});

afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('ChatSessionPage', () => {
  it('without parameters opens a private demo room of its own, with the demo note and the hard-coded details', async () => {
    const api = stubApi({ 'POST /api/chat-sessions/demo': { status: 201, body: room } });
    renderWithProviders(<ChatSessionPage />, { route: '/chat-session' });

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Live Chat Demo');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Live Session')).toBeInTheDocument();
    expect(screen.getByText('This is a demo')).toBeInTheDocument();
    expect(screen.getByText(CHAT_LIFETIME_MESSAGES.demoNote)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByText(/with Coach Ari · Available now/)).toBeInTheDocument();

    const details = screen.getByRole('heading', { name: 'Session Details' }).closest('div')!;
    for (const text of ['Live Chat Demo', 'Coach Ari', 'Live Chat', 'Active'])
      expect(within(details).getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Session Guidelines' })).toBeInTheDocument();
    expect(screen.getByText('This session is recorded for quality and your records')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request Video Call' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Book Another Session' })).toHaveAttribute('href', '/booking');

    // The room is made once, kept for a reload, and joined with its own id and token.
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    expect(api.sent('POST /api/chat-sessions/demo')).toHaveLength(1);
    expect(JSON.parse(window.sessionStorage.getItem('chat-demo-room')!)).toEqual({
      sessionId: room.sessionId,
      token: room.token,
    });
    const ws = FakeWebSocket.latest();
    ws.open();
    const [join] = ws.framesOfType('join_session');
    expect(join).toMatchObject({
      sessionId: room.sessionId,
      token: room.token,
      userType: 'client',
      userName: expect.stringMatching(/^Guest \d{4}$/),
    });
  });

  it('returns to the same demo room after a reload, and makes a new one when it has expired', async () => {
    window.sessionStorage.setItem('chat-demo-room', JSON.stringify({ sessionId: room.sessionId, token: room.token }));
    const kept = stubApi({ [`GET /api/chat-sessions/${room.sessionId}`]: { body: demoView } });
    const first = renderWithProviders(<ChatSessionPage />, { route: '/chat-session' });
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    expect(kept.sent('POST /api/chat-sessions/demo')).toHaveLength(0);
    expect(kept.sent(`GET /api/chat-sessions/${room.sessionId}`)[0].search).toBe('?token=room-token');
    FakeWebSocket.latest().open();
    expect(FakeWebSocket.latest().framesOfType('join_session')[0]).toMatchObject({
      sessionId: room.sessionId,
      token: 'room-token',
    });
    first.unmount();

    const fresh = { ...room, sessionId: '0a9e4c2d-0000-4000-8000-0000000000d2', token: 'fresh-token' };
    const expired = stubApi({
      [`GET /api/chat-sessions/${room.sessionId}`]: { status: 404, body: { statusCode: 404, message: 'Not found' } },
      'POST /api/chat-sessions/demo': { status: 201, body: fresh },
    });
    renderWithProviders(<ChatSessionPage />, { route: '/chat-session' });
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(2));
    expect(expired.sent('POST /api/chat-sessions/demo')).toHaveLength(1);
    expect(JSON.parse(window.sessionStorage.getItem('chat-demo-room')!)).toMatchObject({ sessionId: fresh.sessionId });
    FakeWebSocket.latest().open();
    expect(FakeWebSocket.latest().framesOfType('join_session')[0]).toMatchObject({
      sessionId: fresh.sessionId,
      token: 'fresh-token',
    });
  });

  it('offers Retry when no demo room can be made (e.g. too many requests)', async () => {
    stubApi({
      'POST /api/chat-sessions/demo': { status: 429, body: { statusCode: 429, message: 'Too many requests' } },
    });
    renderWithProviders(<ChatSessionPage />, { route: '/chat-session' });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByText(/Could not open a demo room/)).toBeInTheDocument();
    expect(FakeWebSocket.instances).toHaveLength(0);
  });

  it("opens a booking's session from its link and joins with the token", async () => {
    const api = stubApi({ [`GET /api/chat-sessions/${view.sessionId}`]: { body: view } });
    renderWithProviders(<ChatSessionPage />, {
      route: `/chat-session?session=${view.sessionId}&booking=${view.bookingId}&token=secret-token`,
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Personal Development Session' })).toBeInTheDocument();
    expect(api.sent(`GET /api/chat-sessions/${view.sessionId}`)[0].search).toBe('?token=secret-token');
    expect(screen.getByText(/with Coach Ari · .*3:00 PM ET/)).toBeInTheDocument();
    expect(screen.getByText('9B2D4C1E')).toBeInTheDocument();

    const ws = FakeWebSocket.latest();
    ws.open();
    expect(ws.framesOfType('join_session')).toEqual([
      {
        type: 'join_session',
        sessionId: view.sessionId,
        userId: `client-${view.sessionId}`,
        userName: 'Grace Hopper',
        userType: 'client',
        token: 'secret-token',
      },
    ]);
  });

  it('an ended session: says so in the header and details, keeps the history readable and disables the composer', async () => {
    const ended = { ...view, status: 'ended' as const, endedReason: 'cancelled' as const };
    stubApi({ [`GET /api/chat-sessions/${view.sessionId}`]: { body: ended } });
    // Its own token: the page's store outlives a test, and the active view above must not be served from its cache.
    renderWithProviders(<ChatSessionPage />, { route: `/chat-session?session=${view.sessionId}&token=ended-token` });

    expect(await screen.findByText('Session Ended')).toBeInTheDocument();
    expect(screen.queryByText('Live Session')).not.toBeInTheDocument();
    const details = screen.getByRole('heading', { name: 'Session Details' }).closest('div')!;
    expect(within(details).getByText('Ended')).toBeInTheDocument();

    const ws = FakeWebSocket.latest();
    ws.open();
    ws.receive('message_history', {
      messages: [
        {
          id: 'm1',
          sessionId: view.sessionId,
          senderId: 'coach:coaching',
          senderName: 'Coach Ari',
          senderType: 'coach',
          message: 'See you Thursday',
          timestamp: '2030-03-14T19:05:00.000Z',
          isRead: true,
        },
      ],
    });
    ws.receive('error', { message: CHAT_LIFETIME_MESSAGES.endedCancelled });
    ws.drop(CHAT_ENDED_CLOSE_CODE);

    expect(screen.getByText('See you Thursday')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(CHAT_LIFETIME_MESSAGES.endedCancelled);
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('placeholder', 'This chat has ended');
    expect(screen.getByRole('status', { name: /^Connection:/ })).toHaveTextContent('Ended');
  });

  it('shows "Session Not Found" with Return Home for an unknown session or a wrong token', async () => {
    stubApi({
      [`GET /api/chat-sessions/${view.sessionId}`]: { status: 404, body: { statusCode: 404, message: 'Not found' } },
    });
    renderWithProviders(<ChatSessionPage />, { route: `/chat-session?session=${view.sessionId}&token=wrong` });

    expect(await screen.findByRole('heading', { level: 1, name: 'Session Not Found' })).toBeInTheDocument();
    // No session, so no "Live Session" badge either.
    expect(screen.queryByText('Live Session')).not.toBeInTheDocument();
    expect(screen.getByText("The chat session you're looking for doesn't exist or has expired.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    expect(FakeWebSocket.instances).toHaveLength(0);
  });

  it('shows "Session Not Found" for a link with a booking but no session', () => {
    stubApi({});
    renderWithProviders(<ChatSessionPage />, { route: '/chat-session?booking=abc' });
    expect(screen.getByRole('heading', { level: 1, name: 'Session Not Found' })).toBeInTheDocument();
  });

  it('offers Retry when the server fails rather than calling the session unknown', async () => {
    stubApi({
      [`GET /api/chat-sessions/${view.sessionId}`]: {
        status: 500,
        body: { statusCode: 500, message: 'Internal server error' },
      },
    });
    renderWithProviders(<ChatSessionPage />, { route: `/chat-session?session=${view.sessionId}&token=t` });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText('Session Not Found')).not.toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { FakeWebSocket, renderWithProviders } from '@app/web-kit/testing';
import type { ChatSessionViewDto } from '@app/contracts';
import ChatSessionPage from '../../pages/ChatSessionPage';
import { mockApi } from '../../testing/mockApi';

const view: ChatSessionViewDto = {
  sessionId: '6f1c2a7e-0000-4000-8000-000000000001',
  bookingId: '9b2d4c1e-0000-4000-8000-000000000002',
  brand: 'coaching',
  serviceName: 'Personal Development Session',
  clientName: 'Grace Hopper',
  coachName: 'Coach Ari',
  status: 'active',
  scheduledTime: '2030-03-14T19:00:00.000Z',
  platform: 'live-chat',
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
  it('without parameters opens the public demo session with the hard-coded details', async () => {
    mockApi({});
    renderWithProviders(<ChatSessionPage />, { route: '/chat-session' });

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Live Chat Demo');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Live Session')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByText(/with Coach Ari · Available now/)).toBeInTheDocument();

    const details = screen.getByRole('heading', { name: 'Session Details' }).closest('div')!;
    for (const text of ['Live Chat Demo', 'Coach Ari', 'Live Chat', 'Active']) expect(within(details).getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Session Guidelines' })).toBeInTheDocument();
    expect(screen.getByText('This session is recorded for quality and your records')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request Video Call' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Book Another Session' })).toHaveAttribute('href', '/booking');

    const ws = FakeWebSocket.latest();
    ws.open();
    const [join] = ws.framesOfType('join_session');
    expect(join).toMatchObject({ sessionId: 'demo', userType: 'client', userName: expect.stringMatching(/^Guest \d{4}$/) });
    expect(join.token).toBeUndefined();
  });

  it("opens a booking's session from its link and joins with the token", async () => {
    const api = mockApi({ [`GET /api/chat-sessions/${view.sessionId}`]: { body: view } });
    renderWithProviders(<ChatSessionPage />, { route: `/chat-session?session=${view.sessionId}&booking=${view.bookingId}&token=secret-token` });

    expect(await screen.findByRole('heading', { level: 1, name: 'Personal Development Session' })).toBeInTheDocument();
    expect(api.sent(`GET /api/chat-sessions/${view.sessionId}`)[0].search).toBe('?token=secret-token');
    expect(screen.getByText(/with Coach Ari · .*3:00 PM ET/)).toBeInTheDocument();
    expect(screen.getByText('9B2D4C1E')).toBeInTheDocument();

    const ws = FakeWebSocket.latest();
    ws.open();
    expect(ws.framesOfType('join_session')).toEqual([
      { type: 'join_session', sessionId: view.sessionId, userId: `client-${view.sessionId}`, userName: 'Grace Hopper', userType: 'client', token: 'secret-token' },
    ]);
  });

  it('shows "Session Not Found" with Return Home for an unknown session or a wrong token', async () => {
    mockApi({ [`GET /api/chat-sessions/${view.sessionId}`]: { status: 404, body: { statusCode: 404, message: 'Not found' } } });
    renderWithProviders(<ChatSessionPage />, { route: `/chat-session?session=${view.sessionId}&token=wrong` });

    expect(await screen.findByRole('heading', { level: 1, name: 'Session Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The chat session you're looking for doesn't exist or has expired.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    expect(FakeWebSocket.instances).toHaveLength(0);
  });

  it('shows "Session Not Found" for a link with a booking but no session', () => {
    mockApi({});
    renderWithProviders(<ChatSessionPage />, { route: '/chat-session?booking=abc' });
    expect(screen.getByRole('heading', { level: 1, name: 'Session Not Found' })).toBeInTheDocument();
  });

  it('offers Retry when the server fails rather than calling the session unknown', async () => {
    mockApi({ [`GET /api/chat-sessions/${view.sessionId}`]: { status: 500, body: { statusCode: 500, message: 'Internal server error' } } });
    renderWithProviders(<ChatSessionPage />, { route: `/chat-session?session=${view.sessionId}&token=t` });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText('Session Not Found')).not.toBeInTheDocument();
  });
});

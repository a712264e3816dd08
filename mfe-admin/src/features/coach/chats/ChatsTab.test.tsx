import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import {
  CHAT_ENDED_CLOSE_CODE,
  CHAT_LIFETIME_MESSAGES,
  type ChatSessionActivity,
  type CoachChatSessionDto,
} from '@app/contracts';
import { preloadToasts } from '@app/web-kit';
import { FakeWebSocket, renderWithProviders, stubApi } from '@app/web-kit/testing';
import { makeStore } from '../../../app/store';
import { forgetScreenWidth, screenIsWide } from '../../../testing/screenWidth';
import { ChatsTab } from './ChatsTab';

jest.setTimeout(20_000);

const ID = (n: number) => `6f1c2a7e-0000-4000-8000-0000000000a${n}`;

const session = (over: Partial<CoachChatSessionDto>): CoachChatSessionDto => ({
  id: ID(1),
  bookingId: '9b2d4c1e-0000-4000-8000-000000000002',
  brand: 'coaching',
  clientName: 'Grace Hopper',
  serviceName: 'Strategic Decision Coaching',
  status: 'active',
  endedReason: null,
  scheduledTime: '2030-03-14T19:00:00.000Z',
  startedAt: null,
  lastMessageAt: null,
  createdAt: '2030-03-01T12:00:00.000Z',
  unreadCount: 0,
  lastMessage: null,
  ...over,
});

const lastMessage = (preview: string, at: string, id = `m-${at}`) => ({
  id,
  preview,
  senderType: 'client' as const,
  senderName: 'Customer',
  timestamp: at,
});

let api: ReturnType<typeof stubApi> | undefined;
// A toast is checked in the same tick as the message that raises it, so notistack (loaded on first use) is here already.
beforeAll(() => preloadToasts());
beforeEach(() => FakeWebSocket.install());
afterEach(() => {
  api?.restore();
  forgetScreenWidth();
});

function serve(sessions: CoachChatSessionDto[] | (() => CoachChatSessionDto[])) {
  api = stubApi({
    '/api/coach/chat-sessions': () => ({ body: typeof sessions === 'function' ? sessions() : sessions }),
  });
}

/** The console's list socket (the one that asked to watch), opened and subscribed. */
async function watchSocket(): Promise<FakeWebSocket> {
  await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
  const ws = FakeWebSocket.instances[0];
  ws.open();
  expect(ws.framesOfType('watch_sessions')).toHaveLength(1);
  ws.receive('sessions_watched', {});
  return ws;
}

function Address() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

function renderTab(route = '/coach?tab=chats') {
  return renderWithProviders(
    <Routes>
      <Route
        path="/coach"
        element={
          <>
            <ChatsTab />
            <Address />
          </>
        }
      />
    </Routes>,
    { store: makeStore(), route },
  );
}

const rows = async () => within(await screen.findByRole('list', { name: 'Chat sessions' })).getAllByRole('button');

describe(ChatsTab.name, () => {
  it('marks ended sessions in the list, and an ended room shows its history with the composer disabled', async () => {
    screenIsWide(true);
    const user = userEvent.setup();
    serve([
      session({ id: ID(1), clientName: 'Open Olivia' }),
      session({ id: ID(2), clientName: 'Cancelled Carl', status: 'ended', endedReason: 'cancelled' }),
      session({ id: ID(3), clientName: 'Past Pat', status: 'ended', endedReason: 'time' }),
    ]);
    renderTab();

    const [olivia, carl, pat] = await rows();
    expect(olivia).toHaveTextContent('Open Olivia');
    expect(within(olivia).queryByText(/^Ended/)).not.toBeInTheDocument();
    expect(within(carl).getByText('Ended · cancelled')).toBeInTheDocument();
    expect(within(pat).getByText('Ended')).toBeInTheDocument();

    await user.click(carl);
    const room = await screen.findByRole('region', { name: 'Chat with Cancelled Carl' });
    expect(within(room).getByText(/ · ended$/)).toBeInTheDocument();
    // The list's socket, then the conversation's.
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(2));
    const ws = FakeWebSocket.latest();
    ws.open();
    ws.receive('message_history', {
      messages: [
        {
          id: 'm1',
          sessionId: ID(2),
          senderId: 'client-1',
          senderName: 'Cancelled Carl',
          senderType: 'client',
          message: 'I have to cancel, sorry',
          timestamp: '2030-03-10T12:00:00.000Z',
          isRead: true,
        },
      ],
    });
    ws.receive('error', { message: CHAT_LIFETIME_MESSAGES.endedCancelled });
    ws.drop(CHAT_ENDED_CLOSE_CODE);

    expect(within(room).getByText('I have to cancel, sorry')).toBeInTheDocument();
    expect(within(room).getByRole('alert')).toHaveTextContent(CHAT_LIFETIME_MESSAGES.endedCancelled);
    expect(within(room).getByRole('textbox', { name: 'Message' })).toBeDisabled();
    expect(within(room).getByRole('status', { name: /^Connection:/ })).toHaveTextContent('Ended');
  });

  it('shows unread counts and last messages, and keeps them live with a toast for chats not open', async () => {
    screenIsWide(true);
    serve([
      session({
        id: ID(1),
        clientName: 'Ada',
        unreadCount: 2,
        lastMessage: lastMessage('Are you free tomorrow?', '2030-03-02T10:00:00.000Z'),
        lastMessageAt: '2030-03-02T10:00:00.000Z',
      }),
      session({ id: ID(2), clientName: 'Bea', createdAt: '2030-03-01T11:00:00.000Z' }),
    ]);
    renderTab(`/coach?tab=chats&session=${ID(1)}`);

    const [ada, bea] = await rows();
    expect(within(ada).getByLabelText('2 unread')).toHaveTextContent('2');
    expect(within(ada).getByTestId('last-message')).toHaveTextContent('Are you free tomorrow?');
    expect(within(bea).queryByTestId('unread-count')).not.toBeInTheDocument();
    expect(within(bea).getByTestId('last-message')).toHaveTextContent('No messages yet');

    const feed = await watchSocket();
    const activity = (over: Partial<ChatSessionActivity>): ChatSessionActivity => ({
      sessionId: ID(2),
      unreadCount: 1,
      lastMessage: lastMessage('Hello from Bea', '2030-03-03T09:00:00.000Z'),
      ...over,
    });
    feed.receive('session_activity', activity({}));

    // Bea's conversation is not the open one: it moves to the top with its count, and a toast says who wrote.
    const [first, second] = await rows();
    expect(first).toHaveTextContent('Bea');
    expect(within(first).getByLabelText('1 unread')).toBeInTheDocument();
    expect(within(first).getByTestId('last-message')).toHaveTextContent('Hello from Bea');
    expect(second).toHaveTextContent('Ada');
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('New message from Bea');
    expect(toast).toHaveTextContent('Hello from Bea');

    // Ada's conversation is open: reading it clears the count, and her messages raise no toast.
    feed.receive('session_activity', {
      sessionId: ID(1),
      unreadCount: 0,
      lastMessage: lastMessage('Are you free tomorrow?', '2030-03-02T10:00:00.000Z'),
    });
    feed.receive('session_activity', {
      sessionId: ID(1),
      unreadCount: 0,
      lastMessage: lastMessage('Thanks!', '2030-03-03T10:00:00.000Z'),
    });
    await waitFor(async () => expect((await rows())[0]).toHaveTextContent('Ada'));
    const [adaAgain] = await rows();
    expect(within(adaAgain).queryByTestId('unread-count')).not.toBeInTheDocument();
    expect(within(adaAgain).getByTestId('last-message')).toHaveTextContent('Thanks!');
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
  });

  it('fetches the list again for a conversation it does not know yet', async () => {
    screenIsWide(true);
    let listed = [session({ id: ID(1), clientName: 'Ada' })];
    serve(() => listed);
    renderTab();
    await rows();
    const feed = await watchSocket();

    listed = [session({ id: ID(5), clientName: 'New Nell', unreadCount: 1 }), ...listed];
    feed.receive('session_activity', {
      sessionId: ID(5),
      unreadCount: 1,
      lastMessage: lastMessage('Hi, I just booked', '2030-03-03T09:00:00.000Z'),
    });
    await waitFor(async () => expect((await rows())[0]).toHaveTextContent('New Nell'));
  });

  it('opens the conversation the address names (?session=), as the bookings tab links to it', async () => {
    screenIsWide(true);
    serve([session({ id: ID(1), clientName: 'Ada' }), session({ id: ID(2), clientName: 'Bea' })]);
    renderTab(`/coach?tab=chats&session=${ID(2)}`);

    expect(await screen.findByRole('region', { name: 'Chat with Bea' })).toBeInTheDocument();
    const [, bea] = await rows();
    expect(bea).toHaveAttribute('aria-current', 'true');
  });

  it('on a phone, opens a chat full-screen with a way back to the list', async () => {
    screenIsWide(false);
    const user = userEvent.setup();
    serve([session({ id: ID(1), clientName: 'Ada' }), session({ id: ID(2), clientName: 'Bea' })]);
    renderTab();

    expect(screen.queryByRole('region', { name: /^Chat with/ })).not.toBeInTheDocument();
    await user.click((await rows())[1]);

    const conversation = await screen.findByRole('dialog', { name: 'Conversation with Bea' });
    expect(within(conversation).getByRole('region', { name: 'Chat with Bea' })).toBeInTheDocument();
    expect(screen.getByLabelText('address')).toHaveTextContent(`session=${ID(2)}`);

    await user.click(within(conversation).getByRole('button', { name: 'Back to chats' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('address')).not.toHaveTextContent('session=');
    expect(await rows()).toHaveLength(2);
  });
});

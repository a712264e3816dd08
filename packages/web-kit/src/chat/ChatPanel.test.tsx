import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CHAT_ENDED_CLOSE_CODE,
  CHAT_LIFETIME_MESSAGES,
  CHAT_REFUSED_CLOSE_CODE,
  CHAT_RESTART_CLOSE_CODE,
  type ChatMessageDto,
} from '@app/contracts';
import { renderWithProviders } from '../testing';
import { FakeWebSocket } from './testing/FakeWebSocket';
import { ChatPanel } from './ChatPanel';
import { preloadToasts } from '../feedback/ToastProvider';

const me = { sessionId: 'demo', userId: 'guest-1', userName: 'Guest 1', userType: 'client' as const };

function message(over: Partial<ChatMessageDto>): ChatMessageDto {
  return {
    id: 'm1',
    sessionId: 'demo',
    senderId: 'coach-1',
    senderName: 'Coach Ari',
    senderType: 'coach',
    message: 'Hello there',
    timestamp: '2026-03-14T15:00:00.000Z',
    isRead: false,
    ...over,
  };
}

const badge = () => screen.getByRole('status', { name: /^Connection:/ });
const input = () => screen.getByRole('textbox', { name: 'Message' });
const sendButton = () => screen.getByRole('button', { name: 'Send message' });
const log = () => screen.getByRole('log');

// The drop's toast is checked in the same tick as the drop, so notistack (loaded on first use) is here already.
beforeAll(() => preloadToasts());

beforeEach(() => {
  FakeWebSocket.install();
  jest.spyOn(document, 'hasFocus').mockReturnValue(true);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe(ChatPanel.name, () => {
  it('connects to /ws on the page host and joins with its identity once open', () => {
    renderWithProviders(<ChatPanel {...me} token="tok" />);
    const ws = FakeWebSocket.latest();
    expect(ws.url).toBe(`ws://${window.location.host}/ws`);
    expect(badge()).toHaveTextContent('Connecting...');
    expect(input()).toBeDisabled();

    ws.open();
    expect(badge()).toHaveTextContent('Connected');
    expect(ws.sent).toEqual([{ type: 'join_session', ...me, token: 'tok' }]);
    expect(within(log()).getByText('Loading messages...')).toBeInTheDocument();
  });

  it('replaces the list with the history and appends new messages', () => {
    renderWithProviders(<ChatPanel {...me} />);
    const ws = FakeWebSocket.latest();
    ws.open();
    ws.receive('message_history', { messages: [] });
    expect(within(log()).getByText('No messages yet. Say hello to start the conversation.')).toBeInTheDocument();

    ws.receive('message_history', { messages: [message({ id: 'a', message: 'first' })] });
    ws.receive('new_message', { message: message({ id: 'b', message: 'second' }) });
    ws.receive('new_message', { message: message({ id: 'b', message: 'second' }) });
    expect(
      within(log())
        .getAllByTestId('chat-message')
        .map((el) => el.textContent),
    ).toEqual([expect.stringContaining('first'), expect.stringContaining('second')]);
    expect(within(log()).getAllByText('Coach Ari · Coach')).toHaveLength(2);
  });

  it('sends trimmed text on Enter, adds a line on Shift+Enter, and never sends blank text', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChatPanel {...me} />);
    const ws = FakeWebSocket.latest();
    ws.open();
    ws.receive('message_history', { messages: [] });

    await user.type(input(), '   ');
    expect(sendButton()).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(ws.framesOfType('send_message')).toHaveLength(0);

    await user.clear(input());
    await user.type(input(), '  line one{Shift>}{Enter}{/Shift}line two  ');
    expect(ws.framesOfType('send_message')).toHaveLength(0);
    expect(input()).toHaveValue('  line one\nline two  ');

    await user.keyboard('{Enter}');
    expect(ws.framesOfType('send_message')).toEqual([
      {
        type: 'send_message',
        sessionId: 'demo',
        senderId: 'guest-1',
        senderName: 'Guest 1',
        senderType: 'client',
        message: 'line one\nline two',
      },
    ]);
    expect(input()).toHaveValue('');
  });

  it('shows one tick for a sent message and two once the other side has read it', () => {
    renderWithProviders(<ChatPanel {...me} />);
    const ws = FakeWebSocket.latest();
    ws.open();
    ws.receive('message_history', {
      messages: [message({ id: 'mine', senderId: 'guest-1', senderName: 'Guest 1', senderType: 'client' })],
    });
    expect(screen.getByTestId('ticks-sent')).toBeInTheDocument();
    expect(screen.queryByTestId('ticks-read')).not.toBeInTheDocument();

    ws.receive('messages_read', { sessionId: 'demo', messageIds: ['mine'], readerType: 'coach' });
    expect(screen.getByTestId('ticks-read')).toBeInTheDocument();
    expect(screen.getByTitle('Read')).toBeInTheDocument();
  });

  it("marks the other side's messages read once, while the page is seen", () => {
    renderWithProviders(<ChatPanel {...me} />);
    const ws = FakeWebSocket.latest();
    ws.open();
    ws.receive('message_history', {
      messages: [
        message({ id: 'c1' }),
        message({ id: 'own', senderId: 'guest-1', senderType: 'client' }),
        message({ id: 'old', isRead: true }),
      ],
    });
    expect(ws.framesOfType('mark_read')).toEqual([{ type: 'mark_read', sessionId: 'demo', messageIds: ['c1'] }]);

    ws.receive('new_message', { message: message({ id: 'c2' }) });
    expect(ws.framesOfType('mark_read').map((f) => f.messageIds)).toEqual([['c1'], ['c2']]);
  });

  it('waits for focus before marking anything read', () => {
    jest.spyOn(document, 'hasFocus').mockReturnValue(false);
    renderWithProviders(<ChatPanel {...me} />);
    const ws = FakeWebSocket.latest();
    ws.open();
    ws.receive('message_history', { messages: [message({ id: 'c1' })] });
    expect(ws.framesOfType('mark_read')).toHaveLength(0);

    jest.spyOn(document, 'hasFocus').mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(ws.framesOfType('mark_read')).toEqual([{ type: 'mark_read', sessionId: 'demo', messageIds: ['c1'] }]);
  });

  it('on a drop: disables input, toasts, reconnects after 3000 ms and re-joins with a fresh history', () => {
    jest.useFakeTimers();
    renderWithProviders(<ChatPanel {...me} />);
    const first = FakeWebSocket.latest();
    first.open();
    first.receive('message_history', { messages: [message({ id: 'a', message: 'before the drop' })] });

    first.drop();
    expect(badge()).toHaveTextContent('Disconnected');
    expect(input()).toBeDisabled();
    expect(sendButton()).toBeDisabled();
    expect(screen.getByText('Connection lost. Attempting to reconnect...')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(2999));
    expect(FakeWebSocket.instances).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1));
    expect(FakeWebSocket.instances).toHaveLength(2);
    // One toast at a time: the new one shows once the previous one's exit transition is over.
    // (in steps, so React can schedule the next transition between them).
    for (let i = 0; i < 10; i++) act(() => jest.advanceTimersByTime(100));
    expect(screen.getByText('Reconnecting...')).toBeInTheDocument();
    expect(badge()).toHaveTextContent('Connecting...');

    const second = FakeWebSocket.latest();
    second.open();
    expect(second.framesOfType('join_session')).toHaveLength(1);
    second.receive('message_history', {
      messages: [message({ id: 'a', message: 'before the drop' }), message({ id: 'b', message: 'during the drop' })],
    });
    expect(within(log()).getAllByTestId('chat-message')).toHaveLength(2);
    expect(input()).toBeEnabled();
  });

  it('a replica stopping (1012): reconnects at once, without the connection-lost alarm, and re-joins', () => {
    jest.useFakeTimers();
    renderWithProviders(<ChatPanel {...me} />);
    const first = FakeWebSocket.latest();
    first.open();
    first.receive('message_history', { messages: [message({ id: 'a', message: 'before the restart' })] });

    first.drop(CHAT_RESTART_CLOSE_CODE);
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(screen.queryByText('Connection lost. Attempting to reconnect...')).not.toBeInTheDocument();
    const second = FakeWebSocket.latest();
    second.open();
    expect(second.framesOfType('join_session')).toHaveLength(1);
    second.receive('message_history', {
      messages: [
        message({ id: 'a', message: 'before the restart' }),
        message({ id: 'b', message: 'during the restart' }),
      ],
    });
    expect(within(log()).getAllByTestId('chat-message')).toHaveLength(2);
    expect(badge()).toHaveTextContent('Connected');
  });

  it('a replica stopping (1012) with nowhere to go: the at-once attempt fails, then the usual alarm and 3000 ms retry', () => {
    jest.useFakeTimers();
    renderWithProviders(<ChatPanel {...me} />);
    const first = FakeWebSocket.latest();
    first.open();
    first.drop(CHAT_RESTART_CLOSE_CODE);
    expect(FakeWebSocket.instances).toHaveLength(2);
    FakeWebSocket.latest().drop(1006);
    expect(badge()).toHaveTextContent('Disconnected');
    expect(screen.getByText('Connection lost. Attempting to reconnect...')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2999));
    expect(FakeWebSocket.instances).toHaveLength(2);
    act(() => jest.advanceTimersByTime(1));
    expect(FakeWebSocket.instances).toHaveLength(3);
  });

  it('does not retry a refused join and shows why', () => {
    jest.useFakeTimers();
    renderWithProviders(<ChatPanel {...me} token="wrong" />);
    const ws = FakeWebSocket.latest();
    ws.open();
    ws.receive('error', { message: 'This chat session is not available with these details' });
    ws.drop(CHAT_REFUSED_CLOSE_CODE);

    act(() => jest.advanceTimersByTime(10_000));
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(badge()).toHaveTextContent('Disconnected');
    expect(screen.getByRole('alert')).toHaveTextContent('This chat session is not available with these details');
  });

  it('an ended session: the history stays readable, the composer is disabled with the reason, and no reconnect', () => {
    jest.useFakeTimers();
    renderWithProviders(<ChatPanel {...me} token="tok" />);
    const ws = FakeWebSocket.latest();
    ws.open();
    ws.receive('message_history', { messages: [message({ id: 'a', message: 'See you next week' })] });
    ws.receive('error', { message: CHAT_LIFETIME_MESSAGES.endedCancelled });
    ws.drop(CHAT_ENDED_CLOSE_CODE, 'ended');

    act(() => jest.advanceTimersByTime(10_000));
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(badge()).toHaveTextContent('Ended');
    expect(within(log()).getByText('See you next week')).toBeInTheDocument();
    // Said once, as information (not as a dismissible warning), and the box says why it is disabled.
    expect(screen.getAllByText(CHAT_LIFETIME_MESSAGES.endedCancelled)).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent(CHAT_LIFETIME_MESSAGES.endedCancelled);
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(input()).toBeDisabled();
    expect(input()).toHaveAttribute('placeholder', 'This chat has ended');
    expect(sendButton()).toBeDisabled();
  });

  it('stays closed while disabled', () => {
    renderWithProviders(<ChatPanel {...me} enabled={false} />);
    expect(FakeWebSocket.instances).toHaveLength(0);
    expect(badge()).toHaveTextContent('Disconnected');
  });
});

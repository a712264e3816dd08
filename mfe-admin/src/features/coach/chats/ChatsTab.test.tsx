import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHAT_ENDED_CLOSE_CODE, CHAT_LIFETIME_MESSAGES, type CoachChatSessionDto } from '@app/contracts';
import { FakeWebSocket, renderWithProviders, stubApi } from '@app/web-kit/testing';
import { makeStore } from '../../../app/store';
import { ChatsTab } from './ChatsTab';

jest.setTimeout(20_000);

const session = (over: Partial<CoachChatSessionDto>): CoachChatSessionDto => ({
  id: '6f1c2a7e-0000-4000-8000-000000000001',
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
  ...over,
});

let api: ReturnType<typeof stubApi> | undefined;
beforeEach(() => FakeWebSocket.install());
afterEach(() => api?.restore());

function serve(sessions: CoachChatSessionDto[]) {
  api = stubApi({ '/api/coach/chat-sessions': { body: sessions } });
}

describe(ChatsTab.name, () => {
  it('marks ended sessions in the list, and an ended room shows its history with the composer disabled', async () => {
    const user = userEvent.setup();
    serve([
      session({ id: '6f1c2a7e-0000-4000-8000-0000000000a1', clientName: 'Open Olivia' }),
      session({
        id: '6f1c2a7e-0000-4000-8000-0000000000a2',
        clientName: 'Cancelled Carl',
        status: 'ended',
        endedReason: 'cancelled',
      }),
      session({
        id: '6f1c2a7e-0000-4000-8000-0000000000a3',
        clientName: 'Past Pat',
        status: 'ended',
        endedReason: 'time',
      }),
    ]);
    renderWithProviders(<ChatsTab />, { store: makeStore() });

    const list = await screen.findByRole('list', { name: 'Chat sessions' });
    const [olivia, carl, pat] = within(list).getAllByRole('button');
    expect(olivia).toHaveTextContent('Open Olivia');
    expect(within(olivia).queryByText(/^Ended/)).not.toBeInTheDocument();
    expect(within(carl).getByText('Ended · cancelled')).toBeInTheDocument();
    expect(within(pat).getByText('Ended')).toBeInTheDocument();

    await user.click(carl);
    const room = await screen.findByRole('region', { name: 'Chat with Cancelled Carl' });
    expect(within(room).getByText(/ · ended$/)).toBeInTheDocument();
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    const ws = FakeWebSocket.latest();
    ws.open();
    ws.receive('message_history', {
      messages: [
        {
          id: 'm1',
          sessionId: '6f1c2a7e-0000-4000-8000-0000000000a2',
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
});

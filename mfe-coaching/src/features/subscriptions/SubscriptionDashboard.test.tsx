import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SUBSCRIBER_SIGNED_IN_COOKIE, type MeetingRooms, type SubscriptionDto } from '@app/contracts';
import { renderWithProviders, stubApi } from '@app/web-kit/testing';
import { makeStore } from '../../app/store';
import { subscriptionFixture } from '../../testing/fixtures';
import { SubscriptionDashboard } from './SubscriptionDashboard';

// The coach's meeting rooms (GET /api/brands) decide whether a video session can be offered at all.
let mockMeetingRooms: MeetingRooms = {};
jest.mock('@app/web-kit', () => {
  const actual = jest.requireActual('@app/web-kit');
  const { DEFAULT_BRANDS } = jest.requireActual('@app/contracts');
  return {
    ...actual,
    useBrandSettings: (id: 'coaching' | 'lunar') => ({ ...DEFAULT_BRANDS[id], meetingRooms: mockMeetingRooms }),
  };
});

jest.setTimeout(30_000);

const signedIn = (subscriptions: SubscriptionDto[]) => ({
  body: { email: 'grace@example.com', expiresAt: '2026-04-01T00:00:00.000Z', subscriptions },
});

function show(subscription: SubscriptionDto, more: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    'GET /api/subscriptions/mine': signedIn([subscription]),
    'GET /api/subscriptions/sub-1/messages': { body: [] },
    ...more,
  });
  renderWithProviders(<SubscriptionDashboard onSignOut={jest.fn()} />, { store: makeStore() });
  return { api, user: userEvent.setup() };
}

describe(SubscriptionDashboard.name, () => {
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    mockMeetingRooms = { zoom: 'https://zoom.us/j/1' };
    document.cookie = `${SUBSCRIBER_SIGNED_IN_COOKIE}=1; path=/`;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    document.cookie = `${SUBSCRIBER_SIGNED_IN_COOKIE}=; path=/; max-age=0`;
  });

  it('greets a first-time subscriber without "Welcome back"', async () => {
    show(subscriptionFixture());
    const dashboard = await screen.findByTestId('subscription-dashboard');
    expect(within(dashboard).getByRole('heading', { level: 2 })).toHaveTextContent('Welcome, Grace Hopper');
    expect(dashboard).not.toHaveTextContent(/Welcome back/);
  });

  it('shows no video counter on Standard, which has no videos (no "0/0 Videos This Month")', async () => {
    show(subscriptionFixture({ planType: 'standard', questionsAllowedPerDay: 2, videosAllowedPerMonth: 0 }));
    const dashboard = await screen.findByTestId('subscription-dashboard');
    expect(within(dashboard).getByText('Questions Today')).toBeInTheDocument();
    expect(within(dashboard).queryByText('Videos This Month')).not.toBeInTheDocument();
    expect(within(dashboard).queryByText('0/0')).not.toBeInTheDocument();
    expect(within(dashboard).queryByRole('button', { name: 'Request a Video Session' })).not.toBeInTheDocument();
  });

  it('offers no video session on Premium while no meeting room is configured', async () => {
    mockMeetingRooms = {};
    show(subscriptionFixture());
    const dashboard = await screen.findByTestId('subscription-dashboard');
    expect(within(dashboard).getByRole('button', { name: 'Send Question' })).toBeInTheDocument();
    expect(within(dashboard).queryByRole('button', { name: 'Request a Video Session' })).not.toBeInTheDocument();
    expect(within(dashboard).queryByText('Videos This Month')).not.toBeInTheDocument();
  });

  it('dates the conversation in Eastern Time and says so', async () => {
    show(subscriptionFixture(), {
      'GET /api/subscriptions/sub-1/messages': {
        body: [
          {
            id: 'm1',
            subscriptionId: 'sub-1',
            customerMessage: 'How do I start?',
            coachResponse: null,
            isAnswered: false,
            createdAt: '2026-03-02T15:00:00Z',
            answeredAt: null,
            answers: [],
          },
        ],
      },
    });
    const question = await screen.findByText('How do I start?');
    expect(question.closest('[data-testid="customer-message"]')).toHaveTextContent(/Mar 2, 2026, 10:00\sAM ET/);
  });

  it('offers the video session on Premium once a room is configured', async () => {
    show(subscriptionFixture());
    const dashboard = await screen.findByTestId('subscription-dashboard');
    expect(within(dashboard).getByRole('button', { name: 'Request a Video Session' })).toBeInTheDocument();
    expect(within(dashboard).getByText('Videos This Month').previousSibling).toHaveTextContent('0/2');
  });

  it('cancels a paid plan for the end of its term after a confirmation; "Keep my plan" changes nothing', async () => {
    const { api, user } = show(subscriptionFixture(), {
      'POST /api/subscriptions/sub-1/cancel': signedIn([subscriptionFixture({ endsAtTermEnd: true })]),
    });
    const dashboard = await screen.findByTestId('subscription-dashboard');
    expect(within(dashboard).getByText('Renews')).toBeInTheDocument();
    await user.click(within(dashboard).getByRole('button', { name: 'Cancel plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your Premium Coaching plan?' });
    expect(dialog).toHaveTextContent(
      'It stays active until April 1, 2026: your questions are welcome until then. It will not renew, and nothing more is due.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep my plan' }));
    await waitForElementToBeRemoved(dialog);
    expect(api.sent('POST /api/subscriptions/sub-1/cancel')).toHaveLength(0);

    await user.click(within(dashboard).getByRole('button', { name: 'Cancel plan' }));
    const confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: 'Yes, cancel it' }));
    await waitForElementToBeRemoved(confirm);
    expect(within(dashboard).getByTestId('ends-at-term-end')).toHaveTextContent(
      'You cancelled this plan. It stays active until April 1, 2026 and will not renew.',
    );
    expect(within(dashboard).getByTestId('status-badge')).toHaveTextContent('Active');
    expect(within(dashboard).getByText('Term ends')).toBeInTheDocument();
    expect(within(dashboard).queryByRole('button', { name: 'Cancel plan' })).not.toBeInTheDocument();
    // Paid for: questions stay open until the term ends.
    expect(within(dashboard).getByRole('button', { name: 'Send Question' })).toBeInTheDocument();
    expect(api.sent('POST /api/subscriptions/sub-1/cancel')).toHaveLength(1);
  });

  it('cancels an unpaid plan at once', async () => {
    const { user } = show(subscriptionFixture({ status: 'pending_payment' }), {
      'POST /api/subscriptions/sub-1/cancel': signedIn([subscriptionFixture({ status: 'cancelled' })]),
    });
    const dashboard = await screen.findByTestId('subscription-dashboard');
    await user.click(within(dashboard).getByRole('button', { name: 'Cancel plan' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Nothing has been paid for it yet: it ends now, and nothing will be due.');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await within(dashboard).findByText('This subscription has been cancelled.')).toBeInTheDocument();
    expect(within(dashboard).getByTestId('status-badge')).toHaveTextContent('Cancelled');
    expect(within(dashboard).getByText('No messages yet.')).toBeInTheDocument();
  });

  it('keeps the dialog open with the server message when the cancel fails', async () => {
    const { user } = show(subscriptionFixture(), {
      'POST /api/subscriptions/sub-1/cancel': {
        status: 409,
        body: { statusCode: 409, message: 'This plan is already cancelled.' },
      },
    });
    const dashboard = await screen.findByTestId('subscription-dashboard');
    await user.click(within(dashboard).getByRole('button', { name: 'Cancel plan' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await within(screen.getByRole('dialog')).findByText('This plan is already cancelled.')).toBeInTheDocument();
  });
});

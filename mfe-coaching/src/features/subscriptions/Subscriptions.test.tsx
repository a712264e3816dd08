import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  PAYMENT_WINDOW_MESSAGE_TYPE,
  SUBSCRIBER_ACCESS_MESSAGES,
  SUBSCRIBER_SIGNED_IN_COOKIE,
  SUBSCRIPTION_START_MESSAGES,
  type LaunchPaymentOptions,
} from '@app/contracts';
import { renderWithProviders, stubApi } from '@app/web-kit/testing';
import { makeStore } from '../../app/store';
import { subscriptionFixture } from '../../testing/fixtures';
import { SubscriptionsSection } from './SubscriptionsSection';
import SubscriptionsPage from '../../pages/SubscriptionsPage';

// mfe_payments' exposes stand in: the launcher records what it was asked to open, and a remote component shows
// which expose it is and with which props (the real ones are another remote's, tested there).
const mockLaunch = jest.fn(async (options: LaunchPaymentOptions) =>
  options.method === 'zelle-qr'
    ? { status: 'show-zelle-qr', brand: 'coaching' }
    : { status: 'new-tab', url: '/x', brand: 'coaching' },
);
jest.mock('@app/web-kit', () => {
  const actual = jest.requireActual('@app/web-kit');
  const { createElement } = jest.requireActual('react');
  const { DEFAULT_BRANDS } = jest.requireActual('@app/contracts');
  const remoteStub = ({ id, props }: { id: string; props?: Record<string, unknown> }) =>
    createElement('div', { 'data-testid': `remote ${id}`, 'data-props': JSON.stringify(props ?? {}) });
  return {
    ...actual,
    // The coach has a meeting room, so Premium's video sessions are offered (without one: SubscriptionDashboard.test).
    useBrandSettings: (id: 'coaching' | 'lunar') => ({
      ...DEFAULT_BRANDS[id],
      meetingRooms: { zoom: 'https://zoom.us/j/1' },
    }),
    loadFederated: async (id: string) =>
      id === 'mfe_payments/launchPayment' ? { launchPayment: mockLaunch } : actual.loadFederated(id),
    RemoteComponent: remoteStub,
    // web-kit's own dialog adapter renders its RemoteComponent from inside the kit, past this mock.
    ZelleQrDialogRemote: (props: { open: boolean }) =>
      props.open ? remoteStub({ id: 'mfe_payments/ZelleQrDialog', props }) : null,
  };
});
const remoteProps = (id: string) => JSON.parse(screen.getByTestId(`remote ${id}`).getAttribute('data-props')!);

// Form journeys render many MUI inputs; a busy CI machine needs more than jest's default 5 s.
jest.setTimeout(30_000);

type User = ReturnType<typeof userEvent.setup>;
async function fill(user: User, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}
async function choose(user: User, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

// The submit path itself (the POST, its toast and failures) is useStartSubscription.test.tsx's; paying a new plan
// from its e-mailed card link and the Zelle QR dialog are e2e journeys (order-plans.spec.ts).
describe('subscribing from the plan cards', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    mockLaunch.mockClear();
  });

  async function startPremium(user: User, method: string) {
    await user.click(within(screen.getByTestId('plan-premium')).getByRole('button', { name: /Select Plan/ }));
    await fill(user, screen.getByRole('textbox', { name: 'Full name' }), 'Grace Hopper');
    await fill(user, screen.getByRole('textbox', { name: 'Email' }), 'grace@example.com');
    await choose(user, 'Payment method', method);
    await user.click(screen.getByRole('button', { name: 'Start Subscription' }));
  }

  it('selects a card ("Selected"), badges Premium "Most Popular", and opens "Complete Your Subscription"', async () => {
    stubApi({});
    const user = userEvent.setup();
    renderWithProviders(<SubscriptionsSection />, { store: makeStore() });
    expect(within(screen.getByTestId('plan-premium')).getByText('Most Popular')).toBeInTheDocument();
    expect(within(screen.getByTestId('plan-standard')).queryByText('Most Popular')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Complete Your Subscription' })).not.toBeInTheDocument();
    await user.click(within(screen.getByTestId('plan-standard')).getByRole('button', { name: /Select Plan/ }));
    expect(within(screen.getByTestId('plan-standard')).getByRole('button', { name: /Selected/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(screen.getByTestId('plan-premium')).getByRole('button', { name: /Select Plan/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Complete Your Subscription' })).toBeInTheDocument();
  });

  it('asks for a payment method with the "Payment Method Required" toast, and shows the field messages', async () => {
    const api = stubApi({});
    const user = userEvent.setup();
    renderWithProviders(<SubscriptionsSection />, { store: makeStore() });
    await user.click(within(screen.getByTestId('plan-premium')).getByRole('button', { name: /Select Plan/ }));
    await fill(user, screen.getByRole('textbox', { name: 'Full name' }), 'G');
    await fill(user, screen.getByRole('textbox', { name: 'Email' }), 'grace@');
    await user.click(screen.getByRole('button', { name: 'Start Subscription' }));
    expect(await screen.findByText('Payment Method Required')).toBeInTheDocument();
    expect(screen.getByText('Please select a payment method to complete your subscription.')).toBeInTheDocument();
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(api.sent('POST /api/subscriptions')).toHaveLength(0);
  });

  it('says the next step is in the inbox, opens no payment window, and goes back to the plans (issue 28)', async () => {
    const api = stubApi({
      'POST /api/subscriptions': { status: 202, body: { message: SUBSCRIPTION_START_MESSAGES.accepted } },
    });
    const user = userEvent.setup();
    renderWithProviders(<SubscriptionsSection />, { store: makeStore() });
    await startPremium(user, 'Debit/Credit Card');

    const notice = await screen.findByTestId('plan-started');
    expect(within(notice).getByRole('status')).toHaveTextContent(
      `${SUBSCRIPTION_START_MESSAGES.acceptedTitle}Premium Coaching: We sent it to grace@example.com. ${SUBSCRIPTION_START_MESSAGES.accepted}`,
    );
    expect(api.sent('POST /api/subscriptions')).toHaveLength(1);
    expect(mockLaunch).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'Complete Your Subscription' })).not.toBeInTheDocument();

    await user.click(within(notice).getByRole('button', { name: 'Back to Plans' }));
    expect(screen.queryByTestId('plan-started')).not.toBeInTheDocument();
  });
});

describe('the subscriptions page', () => {
  const realFetch = globalThis.fetch;
  // The marker the server sets beside the session cookie: this browser may be signed in, so the page asks.
  beforeEach(() => {
    document.cookie = `${SUBSCRIBER_SIGNED_IN_COOKIE}=1; path=/`;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    document.cookie = `${SUBSCRIBER_SIGNED_IN_COOKIE}=; path=/; max-age=0`;
  });

  it('an anonymous visit (no session marker) asks nothing that could only fail with a 401', async () => {
    document.cookie = `${SUBSCRIBER_SIGNED_IN_COOKIE}=; path=/; max-age=0`;
    const api = stubApi({ 'GET /api/subscriptions/mine': NOT_SIGNED_IN });
    renderWithProviders(<SubscriptionsPage />, { route: '/subscriptions' });
    expect(await screen.findByTestId('plan-premium')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Access Subscription' })).toBeInTheDocument();
    expect(api.sent('GET /api/subscriptions/mine')).toHaveLength(0);
  });

  it('offers "Back to Plans" from the form', async () => {
    stubApi({});
    const user = userEvent.setup();
    renderWithProviders(<SubscriptionsPage />, { route: '/subscriptions' });
    await user.click(within(screen.getByTestId('plan-standard')).getByRole('button', { name: /Select Plan/ }));
    await user.click(await screen.findByRole('button', { name: 'Back to Plans' }));
    expect(screen.getByTestId('plan-standard')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Complete Your Subscription' })).not.toBeInTheDocument();
  });

  const signedIn = (subscriptions = [subscriptionFixture()]) => ({
    body: { email: 'grace@example.com', expiresAt: '2026-04-01T00:00:00.000Z', subscriptions },
  });
  const NOT_SIGNED_IN = { status: 401, body: { statusCode: 401, message: SUBSCRIBER_ACCESS_MESSAGES.signInRequired } };

  it('answers any address with "We\'ve e-mailed you a link" and stays on the plans', async () => {
    const api = stubApi({
      'GET /api/subscriptions/mine': NOT_SIGNED_IN,
      'POST /api/subscriptions/sign-in-links': { status: 202, body: { message: SUBSCRIBER_ACCESS_MESSAGES.linkSent } },
    });
    const user = userEvent.setup();
    renderWithProviders(<SubscriptionsPage />, { route: '/subscriptions' });
    const box = await screen.findByTestId('subscription-access');
    expect(within(box).getByRole('heading', { name: 'Access Your Subscription' })).toBeInTheDocument();
    await user.click(within(box).getByRole('button', { name: 'Access Subscription' }));
    expect(await within(box).findByText('Please enter your email address')).toBeInTheDocument();
    await fill(user, within(box).getByRole('textbox', { name: 'Email' }), 'nobody@example.com');
    await user.click(within(box).getByRole('button', { name: 'Access Subscription' }));

    expect(await within(box).findByText("We've e-mailed you a link")).toBeInTheDocument();
    expect(within(box).getByRole('status')).toHaveTextContent('We sent it to nobody@example.com.');
    expect(api.sent('POST /api/subscriptions/sign-in-links')[0].body).toEqual({ email: 'nobody@example.com' });
    // Nothing else was asked: no lookup by e-mail exists any more.
    expect(api.sent('GET /api/subscriptions')).toHaveLength(0);
    expect(screen.queryByTestId('subscription-dashboard')).not.toBeInTheDocument();
    expect(screen.getByTestId('plan-premium')).toBeInTheDocument();

    await user.click(within(box).getByRole('button', { name: 'Send another link' }));
    expect(within(box).getByRole('textbox', { name: 'Email' })).toHaveValue('nobody@example.com');
  });

  it('opens the dashboard from the e-mailed link: spends the token once and takes it out of the address', async () => {
    const api = stubApi({
      'POST /api/subscriptions/session': signedIn(),
      'GET /api/subscriptions/mine': signedIn(),
      'GET /api/subscriptions/sub-1/messages': { body: [] },
    });
    renderWithProviders(<SubscriptionsPage />, { route: '/subscriptions?signin=tok-123' });
    expect(screen.getByRole('status', { name: 'Signing you in...' })).toBeInTheDocument();
    const dashboard = await screen.findByTestId('subscription-dashboard');
    expect(within(dashboard).getByText('Signed in as grace@example.com')).toBeInTheDocument();
    expect(api.sent('POST /api/subscriptions/session').map((r) => r.body)).toEqual([{ token: 'tok-123' }]);
  });

  it.each([
    [410, SUBSCRIBER_ACCESS_MESSAGES.linkExpired],
    [410, SUBSCRIBER_ACCESS_MESSAGES.linkUsed],
    [400, SUBSCRIBER_ACCESS_MESSAGES.linkInvalid],
  ])('explains a link that no longer works (%i) and offers a new one', async (status, message) => {
    stubApi({
      'POST /api/subscriptions/session': { status, body: { statusCode: status, message } },
      'GET /api/subscriptions/mine': NOT_SIGNED_IN,
      'POST /api/subscriptions/sign-in-links': { status: 202, body: { message: SUBSCRIBER_ACCESS_MESSAGES.linkSent } },
    });
    const user = userEvent.setup();
    renderWithProviders(<SubscriptionsPage />, { route: '/subscriptions?signin=old-token' });
    const box = await screen.findByTestId('subscription-access');
    expect(within(box).getByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByTestId('subscription-dashboard')).not.toBeInTheDocument();
    await fill(user, within(box).getByRole('textbox', { name: 'Email' }), 'grace@example.com');
    await user.click(within(box).getByRole('button', { name: 'Access Subscription' }));
    expect(await within(box).findByText("We've e-mailed you a link")).toBeInTheDocument();
  });

  it('signs out: the session ends on the server and the plans come back', async () => {
    let session: object | null = signedIn().body;
    const api = stubApi({
      'GET /api/subscriptions/mine': () => (session ? { body: session } : NOT_SIGNED_IN),
      'GET /api/subscriptions/sub-1/messages': { body: [] },
      'DELETE /api/subscriptions/session': () => {
        session = null;
        return { status: 204, body: null };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<SubscriptionsPage />, { route: '/subscriptions' });
    const dashboard = await screen.findByTestId('subscription-dashboard');
    await user.click(within(dashboard).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText(SUBSCRIBER_ACCESS_MESSAGES.signedOut)).toBeInTheDocument();
    expect(api.sent('DELETE /api/subscriptions/session')).toHaveLength(1);
    expect(screen.queryByTestId('subscription-dashboard')).not.toBeInTheDocument();
    expect(screen.getByTestId('plan-premium')).toBeInTheDocument();
  });

  it('starting a plan shows "Check your inbox" and opens no dashboard, whatever the address has', async () => {
    const api = stubApi({
      'GET /api/subscriptions/mine': NOT_SIGNED_IN,
      'POST /api/subscriptions': { status: 202, body: { message: SUBSCRIPTION_START_MESSAGES.accepted } },
    });
    const user = userEvent.setup();
    renderWithProviders(<SubscriptionsPage />, { route: '/subscriptions' });
    await user.click(within(await screen.findByTestId('plan-premium')).getByRole('button', { name: /Select Plan/ }));
    await fill(user, screen.getByRole('textbox', { name: 'Full name' }), 'Grace Hopper');
    await fill(user, screen.getByRole('textbox', { name: 'Email' }), 'grace@example.com');
    await choose(user, 'Payment method', 'Venmo');
    await user.click(screen.getByRole('button', { name: 'Start Subscription' }));
    const notice = await screen.findByTestId('plan-started');
    expect(notice).toHaveTextContent('We sent it to grace@example.com.');
    expect(screen.queryByTestId('subscription-dashboard')).not.toBeInTheDocument();
    expect(api.sent('POST /api/subscriptions/sign-in-links')).toHaveLength(0);
    await user.click(within(notice).getByRole('button', { name: 'Back to Plans' }));
    expect(screen.getByTestId('plan-premium')).toBeInTheDocument();
  });

  it('shows the signed-in dashboard: badges, allowances, conversation, and asking the coach', async () => {
    let messages = [
      {
        id: 'm1',
        subscriptionId: 'sub-1',
        customerMessage: 'How do I start?',
        coachResponse: 'Then write it down.',
        isAnswered: true,
        createdAt: '2026-03-02T10:00:00Z',
        answeredAt: '2026-03-02T12:00:00Z',
        answers: [
          { id: 'a2', questionId: 'm1', message: 'Then write it down.', createdAt: '2026-03-02T12:00:00Z' },
          { id: 'a1', questionId: 'm1', message: 'Pick one goal.', createdAt: '2026-03-02T11:00:00Z' },
        ],
      },
    ];
    const api = stubApi({
      'GET /api/subscriptions/mine': signedIn(),
      'GET /api/subscriptions/sub-1/messages': () => ({ body: messages }),
      'POST /api/subscriptions/sub-1/messages': (req) => {
        const question = (req.body as { question: string }).question;
        messages = [
          ...messages,
          {
            id: 'm2',
            subscriptionId: 'sub-1',
            customerMessage: question,
            coachResponse: null,
            isAnswered: false,
            createdAt: '2026-03-03T10:00:00Z',
            answeredAt: null,
            answers: [],
          } as never,
        ];
        return { status: 201, body: messages[messages.length - 1] };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<SubscriptionsPage />, { route: '/subscriptions' });

    const dashboard = await screen.findByTestId('subscription-dashboard');
    expect(within(dashboard).getByTestId('plan-badge')).toHaveTextContent('Premium Coaching');
    expect(within(dashboard).getByTestId('status-badge')).toHaveTextContent('Active');
    expect(within(dashboard).getByTestId('status-badge')).toHaveClass('MuiChip-colorSuccess');
    expect(within(dashboard).getByText('Questions Today').previousSibling).toHaveTextContent('1/3');
    expect(within(dashboard).getByText('Videos This Month').previousSibling).toHaveTextContent('0/2');
    expect(await within(dashboard).findByText('How do I start?')).toBeInTheDocument();
    // Every answer is its own message, threaded under the question it answers, oldest first.
    const [thread] = within(dashboard).getAllByTestId('conversation-thread');
    expect(within(thread).getByTestId('customer-message')).toHaveTextContent('How do I start?');
    const answers = within(thread).getAllByTestId('coach-message');
    expect(answers.map((a) => a.querySelector('p + p')?.textContent)).toEqual([
      'Pick one goal.',
      'Then write it down.',
    ]);
    expect(within(thread).getByRole('list', { name: "Coach Ari's answers" })).toContainElement(answers[1]);
    expect(within(thread).queryByText('The coach will respond soon.')).not.toBeInTheDocument();

    await user.click(within(dashboard).getByRole('button', { name: 'Send Question' }));
    expect(await within(dashboard).findByText('Please enter your question')).toBeInTheDocument();
    await fill(user, within(dashboard).getByRole('textbox', { name: 'Your question' }), 'What next?');
    await user.click(within(dashboard).getByRole('button', { name: 'Send Question' }));
    expect(await screen.findByText('Question sent')).toBeInTheDocument();
    expect(
      screen.getByText("Your question has been sent to the coach. You'll receive a response soon."),
    ).toBeInTheDocument();
    expect(api.sent('POST /api/subscriptions/sub-1/messages')[0].body).toEqual({ question: 'What next?' });
    const pending = await within(dashboard).findByText('What next?');
    expect(pending.closest('[data-testid="customer-message"]')).toHaveTextContent('The coach will respond soon.');
    expect(
      pending.closest('[data-testid="conversation-thread"]')!.querySelectorAll('[data-testid="coach-message"]'),
    ).toHaveLength(0);
  });

  it('a Premium plan asks for a personal video session from the dashboard while the month has one left', async () => {
    let videos = 1;
    const api = stubApi({
      'GET /api/subscriptions/mine': () => signedIn([subscriptionFixture({ videosThisMonth: videos })]),
      'GET /api/subscriptions/sub-1/messages': { body: [] },
      'POST /api/subscriptions/sub-1/video-requests': () => {
        videos += 1;
        return {
          status: 201,
          body: {
            id: 'v1',
            subscriptionId: 'sub-1',
            customerMessage: 'Goal review',
            coachResponse: null,
            isAnswered: false,
            createdAt: '2026-03-03T10:00:00Z',
            answeredAt: null,
            answers: [],
          },
        };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<SubscriptionsPage />, { route: '/subscriptions' });
    const dashboard = await screen.findByTestId('subscription-dashboard');
    // The page may first show the plans the last visit fetched while it asks again (RTK Query's stale data).
    expect(await within(dashboard).findByText('1 video session left this month')).toBeInTheDocument();
    await user.click(within(dashboard).getByRole('button', { name: 'Request a Video Session' }));
    expect(await within(dashboard).findByText('Please enter your question')).toBeInTheDocument();
    await fill(user, within(dashboard).getByRole('textbox', { name: 'Your question' }), 'Goal review');
    await user.click(within(dashboard).getByRole('button', { name: 'Request a Video Session' }));
    expect(await screen.findByText('Video session requested')).toBeInTheDocument();
    expect(api.sent('POST /api/subscriptions/sub-1/video-requests')[0].body).toEqual({ question: 'Goal review' });
    // The month's sessions are used up: the button says so and stays off.
    expect(await within(dashboard).findByText('0 video sessions left this month')).toBeInTheDocument();
    expect(within(dashboard).getByRole('button', { name: 'Request a Video Session' })).toBeDisabled();
  });

  it('an unpaid plan says it activates once paid, shows how to pay it, and offers no question box', async () => {
    const api = stubApi({
      'GET /api/subscriptions/mine': signedIn([
        subscriptionFixture({ status: 'pending_payment', paymentMethod: 'zelle' }),
      ]),
      'GET /api/subscriptions/sub-1/messages': { body: [] },
    });
    const user = userEvent.setup();
    renderWithProviders(<SubscriptionsPage />, { route: '/subscriptions' });
    // The page may first show the plans the last visit fetched while it asks again (RTK Query's stale data).
    await waitFor(() => expect(screen.getByTestId('status-badge')).toHaveTextContent('Pending payment'));
    const badge = screen.getByTestId('status-badge');
    expect(badge).toHaveClass('MuiChip-colorError');

    const dashboard = screen.getByTestId('subscription-dashboard');
    const payment = within(dashboard).getByTestId('plan-payment');
    expect(within(payment).getByText('Your plan activates once payment is received')).toBeInTheDocument();
    expect(
      within(payment)
        .getByRole('link', { name: /Pay \$44 by card/ })
        .getAttribute('href'),
    ).toMatch(/subscriptionId=sub-1.*brand=coaching/);
    expect(within(payment).getByRole('link', { name: 'https://cash.app/$lifecoach' })).toBeInTheDocument();
    expect(within(payment).getByRole('link', { name: 'https://venmo.com/u/lifecoach' })).toBeInTheDocument();
    expect(
      within(payment).getByRole('link', { name: 'https://www.paypal.com/paypalme/lifecoach' }),
    ).toBeInTheDocument();
    expect(payment).toHaveTextContent('Pay $44 with Zelle to coach@example.com (Ari Coaching LLC)');
    expect(within(dashboard).queryByRole('button', { name: /Send/ })).not.toBeInTheDocument();
    expect(within(dashboard).queryByRole('textbox', { name: 'Your question' })).not.toBeInTheDocument();
    expect(within(dashboard).queryByText(/questions? left today/)).not.toBeInTheDocument();
    expect(within(dashboard).getByTestId('plan-allowances')).toHaveTextContent(
      'Once active: 3 questions a day and 2 personal video sessions a month.',
    );
    expect(await screen.findByText('No messages yet. Questions open once your plan is active.')).toBeInTheDocument();

    await user.click(within(payment).getByRole('button', { name: 'Show Zelle QR code' }));
    expect(remoteProps('mfe_payments/ZelleQrDialog')).toMatchObject({
      open: true,
      serviceName: 'Premium Coaching',
      amount: 4400,
    });

    // Paid by card in the window: the dashboard asks the server again.
    const lookups = api.sent('GET /api/subscriptions/mine').length;
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: window.location.origin,
          data: {
            type: PAYMENT_WINDOW_MESSAGE_TYPE,
            status: 'paid',
            serviceId: 'premium',
            serviceName: 'Premium Coaching',
            amount: 44,
            subscriptionId: 'sub-1',
          },
        }),
      );
    });
    await waitFor(() => expect(api.sent('GET /api/subscriptions/mine').length).toBeGreaterThan(lookups));
  });

  it('shows the server message when the daily allowance is used up', async () => {
    stubApi({
      'GET /api/subscriptions/mine': signedIn(),
      'GET /api/subscriptions/sub-1/messages': { body: [] },
      'POST /api/subscriptions/sub-1/messages': {
        status: 429,
        body: { statusCode: 429, message: 'You have used all 3 questions for today.' },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<SubscriptionsPage />, { route: '/subscriptions' });
    await fill(user, await screen.findByRole('textbox', { name: 'Your question' }), 'One more?');
    await user.click(screen.getByRole('button', { name: 'Send Question' }));
    expect(await screen.findByText('Failed to send message')).toBeInTheDocument();
    expect(screen.getByText('You have used all 3 questions for today.')).toBeInTheDocument();
  });
});

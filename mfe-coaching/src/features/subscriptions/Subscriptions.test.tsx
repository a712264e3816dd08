import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@app/web-kit/testing';
import { makeStore } from '../../app/store';
import { mockApi } from '../../testing/mockApi';
import { subscriptionFixture } from '../../testing/fixtures';
import { SubscriptionsSection } from './SubscriptionsSection';
import SubscriptionsPage from '../../pages/SubscriptionsPage';

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

describe('subscribing from the plan cards', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('selects a card ("Selected"), badges Premium "Most Popular", and opens "Complete Your Subscription"', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderWithProviders(<SubscriptionsSection />, { store: makeStore() });
    expect(within(screen.getByTestId('plan-premium')).getByText('Most Popular')).toBeInTheDocument();
    expect(within(screen.getByTestId('plan-standard')).queryByText('Most Popular')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Complete Your Subscription' })).not.toBeInTheDocument();
    await user.click(within(screen.getByTestId('plan-standard')).getByRole('button', { name: /Select Plan/ }));
    expect(within(screen.getByTestId('plan-standard')).getByRole('button', { name: /Selected/ })).toHaveAttribute('aria-pressed', 'true');
    expect(within(screen.getByTestId('plan-premium')).getByRole('button', { name: /Select Plan/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Complete Your Subscription' })).toBeInTheDocument();
  });

  it('asks for a payment method with the "Payment Method Required" toast, and shows the field messages', async () => {
    const api = mockApi({});
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

  it('creates the subscription and welcomes with the price, how to pay and when it activates', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = mockApi({
      'POST /api/subscriptions': { status: 201, body: subscriptionFixture({ status: 'pending_payment', paymentMethod: 'venmo' }) },
    });
    const user = userEvent.setup();
    renderWithProviders(<SubscriptionsSection />, { store: makeStore() });
    await user.click(within(screen.getByTestId('plan-premium')).getByRole('button', { name: /Select Plan/ }));
    await fill(user, screen.getByRole('textbox', { name: 'Full name' }), 'Grace Hopper');
    await fill(user, screen.getByRole('textbox', { name: 'Email' }), 'grace@example.com');
    await choose(user, 'Payment method', 'Venmo');
    await user.click(screen.getByRole('button', { name: 'Start Subscription' }));

    expect(await screen.findByText('Welcome to Premium Coaching')).toBeInTheDocument();
    const toast = screen.getByText('Welcome to Premium Coaching').closest('[data-testid="toast"]')!;
    expect(toast).toHaveTextContent('$44/month');
    expect(toast).toHaveTextContent('Pay with Venmo: https://venmo.com/u/lifecoach');
    expect(toast).toHaveTextContent('Your subscription activates once payment is received.');
    expect(api.sent('POST /api/subscriptions')[0].body).toEqual({
      customerName: 'Grace Hopper',
      customerEmail: 'grace@example.com',
      planType: 'premium',
      paymentMethod: 'venmo',
    });
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Could not open the payment method', expect.any(Error)));
    logged.mockRestore();
  });

  it('reports "Subscription Failed" with the server message', async () => {
    mockApi({ 'POST /api/subscriptions': { status: 429, body: { statusCode: 429, message: 'Too many requests. Please try again later.' } } });
    const user = userEvent.setup();
    renderWithProviders(<SubscriptionsSection />, { store: makeStore() });
    await user.click(within(screen.getByTestId('plan-standard')).getByRole('button', { name: /Select Plan/ }));
    await fill(user, screen.getByRole('textbox', { name: 'Full name' }), 'Grace Hopper');
    await fill(user, screen.getByRole('textbox', { name: 'Email' }), 'grace@example.com');
    await choose(user, 'Payment method', 'Zelle');
    await user.click(screen.getByRole('button', { name: 'Start Subscription' }));
    expect(await screen.findByText('Subscription Failed')).toBeInTheDocument();
    expect(screen.getByText('Too many requests. Please try again later.')).toBeInTheDocument();
  });
});

describe('the subscriptions page', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('offers "Back to Plans" from the form', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderWithProviders(<SubscriptionsPage />, { route: '/subscriptions' });
    await user.click(within(screen.getByTestId('plan-standard')).getByRole('button', { name: /Select Plan/ }));
    await user.click(screen.getByRole('button', { name: 'Back to Plans' }));
    expect(screen.getByTestId('plan-standard')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Complete Your Subscription' })).not.toBeInTheDocument();
  });

  it('says "No Subscription Found" for an unknown e-mail and stays on the plans', async () => {
    const api = mockApi({ 'GET /api/subscriptions': { body: [] } });
    const user = userEvent.setup();
    renderWithProviders(<SubscriptionsPage />, { route: '/subscriptions' });
    await fill(user, screen.getByRole('textbox', { name: 'Email' }), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Access Subscription' }));
    expect(await screen.findByText('No Subscription Found')).toBeInTheDocument();
    expect(screen.getByText('No active subscription found for this email.')).toBeInTheDocument();
    expect(api.sent('GET /api/subscriptions')[0].search).toBe('?email=nobody%40example.com');
    expect(screen.getByTestId('plan-premium')).toBeInTheDocument();
  });

  it('opens the dashboard: badges, allowances, conversation, and asking the coach', async () => {
    let messages = [
      { id: 'm1', subscriptionId: 'sub-1', customerMessage: 'How do I start?', coachResponse: 'Pick one goal.', isAnswered: true, createdAt: '2026-03-02T10:00:00Z', answeredAt: '2026-03-02T11:00:00Z' },
    ];
    const api = mockApi({
      'GET /api/subscriptions': { body: [subscriptionFixture()] },
      'GET /api/subscriptions/sub-1/messages': () => ({ body: messages }),
      'POST /api/subscriptions/sub-1/messages': (req) => {
        const question = (req.body as { question: string }).question;
        messages = [...messages, { id: 'm2', subscriptionId: 'sub-1', customerMessage: question, coachResponse: null, isAnswered: false, createdAt: '2026-03-03T10:00:00Z', answeredAt: null } as never];
        return { status: 201, body: messages[messages.length - 1] };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<SubscriptionsPage />, { route: '/subscriptions' });
    await fill(user, screen.getByRole('textbox', { name: 'Email' }), 'grace@example.com');
    await user.click(screen.getByRole('button', { name: 'Access Subscription' }));

    const dashboard = await screen.findByTestId('subscription-dashboard');
    expect(within(dashboard).getByTestId('plan-badge')).toHaveTextContent('Premium Coaching');
    expect(within(dashboard).getByTestId('status-badge')).toHaveTextContent('Active');
    expect(within(dashboard).getByTestId('status-badge')).toHaveClass('MuiChip-colorSuccess');
    expect(within(dashboard).getByText('Questions Today').previousSibling).toHaveTextContent('1/3');
    expect(within(dashboard).getByText('Videos This Month').previousSibling).toHaveTextContent('0/2');
    expect(await within(dashboard).findByText('How do I start?')).toBeInTheDocument();
    expect(within(dashboard).getByTestId('coach-message')).toHaveTextContent('Pick one goal.');

    await user.click(within(dashboard).getByRole('button', { name: 'Send Question' }));
    expect(await within(dashboard).findByText('Please enter your question')).toBeInTheDocument();
    await fill(user, within(dashboard).getByRole('textbox', { name: 'Your question' }), 'What next?');
    await user.click(within(dashboard).getByRole('button', { name: 'Send Question' }));
    expect(await screen.findByText('Question sent')).toBeInTheDocument();
    expect(screen.getByText("Your question has been sent to the coach. You'll receive a response soon.")).toBeInTheDocument();
    expect(api.sent('POST /api/subscriptions/sub-1/messages')[0].body).toEqual({ question: 'What next?' });
    const pending = await within(dashboard).findByText('What next?');
    expect(pending.closest('[data-testid="customer-message"]')).toHaveTextContent('The coach will respond soon.');
  });

  it('badges a subscription awaiting payment in red and says it activates once paid', async () => {
    mockApi({
      'GET /api/subscriptions': { body: [subscriptionFixture({ status: 'pending_payment' })] },
      'GET /api/subscriptions/sub-1/messages': { body: [] },
    });
    const user = userEvent.setup();
    renderWithProviders(<SubscriptionsPage />, { route: '/subscriptions' });
    await fill(user, screen.getByRole('textbox', { name: 'Email' }), 'grace@example.com');
    await user.click(screen.getByRole('button', { name: 'Access Subscription' }));
    const badge = await screen.findByTestId('status-badge');
    expect(badge).toHaveTextContent('Pending payment');
    expect(badge).toHaveClass('MuiChip-colorError');
    expect(await screen.findByText('No messages yet. Ask your first question above!')).toBeInTheDocument();
  });

  it('shows the server message when the daily allowance is used up', async () => {
    mockApi({
      'GET /api/subscriptions': { body: [subscriptionFixture()] },
      'GET /api/subscriptions/sub-1/messages': { body: [] },
      'POST /api/subscriptions/sub-1/messages': { status: 429, body: { statusCode: 429, message: 'You have used all 3 questions for today.' } },
    });
    const user = userEvent.setup();
    renderWithProviders(<SubscriptionsPage />, { route: '/subscriptions' });
    await fill(user, screen.getByRole('textbox', { name: 'Email' }), 'grace@example.com');
    await user.click(screen.getByRole('button', { name: 'Access Subscription' }));
    await fill(user, await screen.findByRole('textbox', { name: 'Your question' }), 'One more?');
    await user.click(screen.getByRole('button', { name: 'Send Question' }));
    expect(await screen.findByText('Failed to send message')).toBeInTheDocument();
    expect(screen.getByText('You have used all 3 questions for today.')).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@app/web-kit/testing';
import { makeStore } from '../../../app/store';
import { coachSubscriber, fakeSubscribers } from './fakeSubscribers';
import { SubscriptionsTab } from './SubscriptionsTab';

jest.setTimeout(20_000);

let fake: ReturnType<typeof fakeSubscribers> | undefined;
afterEach(() => fake?.restore());

const card = (name: string) => screen.getByRole('heading', { name }).closest('li')!;
const plans = () => [
  coachSubscriber(),
  coachSubscriber({
    id: 'sub-2',
    customerName: 'Pending Pat',
    customerEmail: 'pat@example.com',
    customerPhone: null,
    planType: 'standard',
    price: 2200,
    paymentMethod: null,
    status: 'pending_payment',
    standing: 'pending',
    activatedAt: null,
    createdAt: '2026-03-10T15:00:00.000Z',
    history: [],
  }),
  coachSubscriber({
    id: 'sub-3',
    customerName: 'Lapsed Larry',
    customerEmail: 'larry@example.com',
    planType: 'standard',
    price: 2200,
    status: 'expired',
    standing: 'lapsed',
    videosAllowedPerMonth: 0,
    expiresAt: '2026-02-05T15:00:00.000Z',
  }),
];

describe(SubscriptionsTab.name, () => {
  it('shows every plan as a compact card: plan, standing, the date that matters and allowances used', async () => {
    fake = fakeSubscribers(plans());
    renderWithProviders(<SubscriptionsTab />, { store: makeStore() });

    const list = await screen.findByRole('list', { name: 'Subscribers' });
    expect(within(list).getAllByTestId('subscriber-card')).toHaveLength(3);
    const grace = within(card('Grace Hopper'));
    expect(grace.getByText('Active')).toBeInTheDocument();
    expect(grace.getByText('grace@example.com · 555-0100')).toBeInTheDocument();
    expect(grace.getByText('Premium Coaching · $44/month · Zelle')).toBeInTheDocument();
    expect(grace.getByText(/^Paid through Apr 1, 2026 · since Mar 1, 2026$/)).toBeInTheDocument();
    expect(grace.getByText('Questions today 1/3 · Videos this month 0/2')).toBeInTheDocument();
    expect(grace.getByRole('button', { name: 'Record renewal: plan of Grace Hopper' })).toBeInTheDocument();

    const pat = within(card('Pending Pat'));
    expect(pat.getByText('Awaiting payment')).toBeInTheDocument();
    expect(pat.getByText(/Method not chosen/)).toBeInTheDocument();
    expect(pat.getByRole('button', { name: 'Mark paid: subscription of Pending Pat' })).toBeInTheDocument();
    expect(pat.queryByRole('button', { name: /Record renewal/ })).not.toBeInTheDocument();

    const larry = within(card('Lapsed Larry'));
    expect(larry.getByText('Lapsed')).toBeInTheDocument();
    expect(larry.getByText('Lapsed Feb 5, 2026')).toBeInTheDocument();
    expect(larry.getByRole('button', { name: 'Record renewal: plan of Lapsed Larry' })).toBeInTheDocument();
    expect(fake.requests[0].query).toEqual({ status: 'all' });
  });

  it('filters by standing with the chips and searches by name or e-mail', async () => {
    fake = fakeSubscribers(plans());
    const user = userEvent.setup();
    renderWithProviders(<SubscriptionsTab />, { store: makeStore() });
    await screen.findByText('Grace Hopper');

    await user.click(screen.getByRole('button', { name: 'Lapsed' }));
    await waitFor(() => expect(screen.queryByText('Grace Hopper')).not.toBeInTheDocument());
    expect(screen.getByText('Lapsed Larry')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lapsed' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Cancelled' }));
    expect(await screen.findByText('No cancelled plans.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'All' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search name or e-mail' }), 'PAT@');
    await waitFor(() => expect(screen.queryByText('Grace Hopper')).not.toBeInTheDocument());
    expect(screen.getByText('Pending Pat')).toBeInTheDocument();
    // Typing pauses before asking: one request for the whole word, not one per key.
    expect(fake.requests.filter((r) => r.query.q).map((r) => r.query)).toEqual([{ status: 'all', q: 'PAT@' }]);

    await user.clear(screen.getByRole('searchbox', { name: 'Search name or e-mail' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search name or e-mail' }), 'nobody');
    expect(await screen.findByText('No plans match “nobody”.')).toBeInTheDocument();
  });

  it('cancels a plan after asking, with the reason the subscriber will read', async () => {
    fake = fakeSubscribers(plans());
    const user = userEvent.setup();
    renderWithProviders(<SubscriptionsTab />, { store: makeStore() });

    await user.click(await screen.findByRole('button', { name: 'Cancel plan: plan of Grace Hopper' }));
    const dialog = screen.getByRole('dialog', { name: "Cancel Grace Hopper's plan?" });
    expect(dialog).toHaveTextContent('The Premium Coaching plan ends now: no more questions or video requests.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep plan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.posted).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cancel plan: plan of Grace Hopper' }));
    const again = screen.getByRole('dialog');
    await user.type(within(again).getByRole('textbox', { name: 'Reason (optional)' }), 'Moving to weekly sessions');
    await user.click(within(again).getByRole('button', { name: 'Cancel plan' }));

    expect(await screen.findByTestId('toast')).toHaveTextContent('Plan cancelled');
    expect(fake.posted).toEqual([
      { path: '/api/coach/subscriptions/sub-1/cancel', body: { reason: 'Moving to weekly sessions' } },
    ]);
    const grace = within(card('Grace Hopper'));
    expect(await grace.findByText('Cancelled Mar 14, 2026')).toBeInTheDocument();
    expect(grace.queryByRole('button', { name: /Cancel plan|Record renewal/ })).not.toBeInTheDocument();
    await user.click(grace.getByRole('button', { name: 'History (2)' }));
    expect(grace.getByText(/Cancelled by you · “Moving to weekly sessions”/)).toBeInTheDocument();
  });

  it('records a renewal after showing the amount and the new paid-through date', async () => {
    jest.useFakeTimers({ now: new Date('2026-03-20T15:00:00.000Z'), doNotFake: ['setTimeout', 'clearTimeout'] });
    try {
      fake = fakeSubscribers(plans());
      const user = userEvent.setup();
      renderWithProviders(<SubscriptionsTab />, { store: makeStore() });

      await user.click(await screen.findByRole('button', { name: 'Record renewal: plan of Grace Hopper' }));
      const dialog = screen.getByRole('dialog', { name: "Record Grace Hopper's renewal?" });
      // Early: a month after the current end, not after today.
      expect(dialog).toHaveTextContent(
        '$44 received for Premium Coaching: paid through Apr 1, 2026 becomes May 1, 2026.',
      );
      await user.click(within(dialog).getByRole('combobox', { name: 'Paid by' }));
      await user.click(screen.getByRole('option', { name: 'Venmo' }));
      await user.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), 'Paid early');
      await user.click(within(dialog).getByRole('button', { name: 'Record renewal' }));

      const toast = await screen.findByTestId('toast');
      expect(toast).toHaveTextContent('Renewal recorded');
      expect(toast).toHaveTextContent('Paid through May 1, 2026');
      expect(fake.posted).toEqual([
        {
          path: '/api/coach/subscriptions/sub-1/renewal',
          body: { paymentMethod: 'venmo', note: 'Paid early' },
        },
      ]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps the dialog open and says why when the renewal is refused', async () => {
    fake = fakeSubscribers(plans(), {
      failRenewal: { status: 409, code: 'SUBSCRIPTION_NOT_RENEWABLE', message: 'This plan was cancelled' },
    });
    const user = userEvent.setup();
    renderWithProviders(<SubscriptionsTab />, { store: makeStore() });
    await user.click(await screen.findByRole('button', { name: 'Record renewal: plan of Lapsed Larry' }));
    expect(screen.getByRole('dialog')).toHaveTextContent(/it lapsed Feb 5, 2026, so the new month runs from today to /);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Record renewal' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Failed to record the renewal');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('marks a pending plan paid', async () => {
    fake = fakeSubscribers(plans());
    const user = userEvent.setup();
    renderWithProviders(<SubscriptionsTab />, { store: makeStore() });
    await user.click(await screen.findByRole('button', { name: 'Mark paid: subscription of Pending Pat' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Subscription activated');
    expect(fake.posted).toEqual([{ path: '/api/coach/subscriptions/sub-2/mark-paid', body: undefined }]);
    expect(await within(card('Pending Pat')).findByText('Active')).toBeInTheDocument();
  });
});

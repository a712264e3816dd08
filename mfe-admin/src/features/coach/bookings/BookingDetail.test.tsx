import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@app/web-kit/testing';
import { makeStore } from '../../../app/store';
import { BookingsTab } from './BookingsTab';
import { at, coachBooking, fakeAgenda, freeSlot } from './fakeAgenda';

jest.setTimeout(20_000);

let agenda: ReturnType<typeof fakeAgenda> | undefined;
afterEach(() => agenda?.restore());

async function openBooking(name: string) {
  const user = userEvent.setup();
  renderWithProviders(<BookingsTab />, { store: makeStore() });
  await user.click(await screen.findByRole('button', { name: new RegExp(`^Open booking of ${name}`) }));
  return { user, detail: await screen.findByRole('dialog', { name }) };
}

describe('Booking detail', () => {
  it('shows the session, its time in ET and in the customer’s zone, contact, requests, payment, history and chat', async () => {
    agenda = fakeAgenda(
      [
        coachBooking({
          timeZone: 'America/Los_Angeles',
          chatSessionId: 'chat-9',
          specialRequests: 'Please focus on the job offer.',
          paymentReportedAt: at(-1, 13),
        }),
      ],
      {
        history: [
          { action: 'created', actor: 'customer', at: at(-1, 12), detail: null },
          { action: 'payment_reported', actor: 'customer', at: at(-1, 13), detail: 'Venmo' },
        ],
      },
    );
    const { detail } = await openBooking('Mara Lopez');
    const d = within(detail);

    expect(d.getByText('Strategic Decision Coaching')).toBeInTheDocument();
    expect(d.getByText('Live Chat')).toBeInTheDocument();
    expect(d.getByText(/at 9:00 AM E[SD]T$/)).toBeInTheDocument();
    expect(d.getByText('9:00 AM – 9:30 AM ET')).toBeInTheDocument();
    expect(d.getByTestId('customer-time')).toHaveTextContent(/Customer: .* at 6:00 AM P[SD]T \(America\/Los Angeles\)/);
    expect(d.getByRole('link', { name: 'mara@example.com' })).toHaveAttribute('href', 'mailto:mara@example.com');
    expect(d.getByRole('link', { name: '(555) 010-0100' })).toHaveAttribute('href', 'tel:5550100100');
    expect(d.getByText('Please focus on the job offer.')).toBeInTheDocument();
    expect(d.getByText('$25 · Venmo')).toBeInTheDocument();
    expect(d.getByTestId('payment-reported')).toHaveTextContent('Customer reports payment sent');
    expect(d.getByRole('link', { name: 'Open this booking’s chat' })).toHaveAttribute(
      'href',
      '/coach?tab=chats&session=chat-9',
    );
    const history = await d.findAllByTestId('history-entry');
    expect(history.map((h) => h.textContent)).toEqual([
      expect.stringMatching(/^Booked · by customer/),
      expect.stringMatching(/^Customer reported payment sent · by customer.*Venmo$/),
    ]);
    // Only what makes sense: a future, unpaid booking can be marked paid, moved or cancelled.
    const actions = within(d.getByRole('group', { name: 'Booking actions' }));
    expect(actions.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Mark paid',
      'Reschedule',
      'Cancel booking',
    ]);
  });

  it('cancels with the reason and the refund, then the agenda and the detail show it cancelled', async () => {
    agenda = fakeAgenda([coachBooking({ paymentStatus: 'paid', paymentMethod: 'credit-card' })]);
    const { user, detail } = await openBooking('Mara Lopez');
    await user.click(within(detail).getByRole('button', { name: 'Cancel booking' }));

    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'I am ill, sorry');
    expect(within(dialog).getByRole('checkbox', { name: 'Refund the payment ($25)' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

    expect(await screen.findByTestId('toast')).toHaveTextContent('Booking cancelled');
    expect(agenda.posted).toEqual([
      { path: '/api/coach/bookings/b-1/cancel', body: { reason: 'I am ill, sorry', refund: true } },
    ]);
    expect(await within(detail).findByText('I am ill, sorry')).toBeInTheDocument();
    expect(within(detail).getAllByText('Cancelled').length).toBeGreaterThan(0);
    expect(within(detail).queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    await user.click(within(detail).getByRole('button', { name: 'Close booking' }));
    expect(await screen.findByText('No bookings in these days.')).toBeInTheDocument();
  });

  it('moves the booking to a free slot of its brand chosen from the days offered', async () => {
    agenda = fakeAgenda([coachBooking()], {
      slots: [freeSlot('slot-1', 1, 9), freeSlot('slot-2', 2, 14), freeSlot('slot-3', 2, 10)],
    });
    const { user, detail } = await openBooking('Mara Lopez');
    await user.click(within(detail).getByRole('button', { name: 'Reschedule' }));

    const dialog = await screen.findByRole('dialog', { name: 'Move Mara Lopez’s booking' });
    // Its own slot is not offered; the day's times are in order.
    const times = await within(dialog).findAllByRole('button', { name: /[AP]M$/ });
    expect(times.map((t) => t.textContent)).toEqual(['10:00 AM', '2:00 PM']);
    expect(within(dialog).getByRole('button', { name: 'Choose a new time' })).toBeDisabled();
    await user.click(times[1]);
    await user.click(within(dialog).getByRole('button', { name: /^Move to .*, 2:00 PM ET$/ }));

    expect(await screen.findByTestId('toast')).toHaveTextContent('Booking moved');
    expect(agenda.posted).toEqual([
      { path: '/api/coach/bookings/b-1/reschedule', body: { timeSlotId: 'slot-2', fromTimeSlotId: 'slot-1' } },
    ]);
    expect(agenda.requests.filter((r) => r.path === '/api/time-slots')[0].query).toEqual({ brand: 'coaching' });
  });

  it('offers no-show only once the session has started, and asks first', async () => {
    agenda = fakeAgenda([
      coachBooking({ id: 'b-now', fullName: 'Started Sam', startTime: new Date(Date.now() - 60_000).toISOString() }),
    ]);
    const { user, detail } = await openBooking('Started Sam');
    await user.click(within(detail).getByRole('button', { name: 'Mark no-show' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Mark as no-show?' })).getByRole('button', {
        name: 'Mark no-show',
      }),
    );
    expect(await screen.findByTestId('toast')).toHaveTextContent('Marked as no-show');
    expect(agenda.posted).toEqual([{ path: '/api/coach/bookings/b-now/no-show', body: undefined }]);
    await waitFor(() => expect(within(detail).queryByRole('button', { name: 'Mark no-show' })).not.toBeInTheDocument());
    expect(within(detail).getAllByText('No-show').length).toBeGreaterThan(0);
  });

  it('refunds an off-site payment as owed, then records it sent', async () => {
    agenda = fakeAgenda([coachBooking({ paymentStatus: 'paid', paymentMethod: 'zelle' })]);
    const { user, detail } = await openBooking('Mara Lopez');
    expect(within(detail).queryByRole('button', { name: 'Mark no-show' })).not.toBeInTheDocument();
    await user.click(within(detail).getByRole('button', { name: 'Refund' }));
    const confirm = await screen.findByRole('dialog', { name: 'Refund this booking?' });
    expect(confirm).toHaveTextContent('$25 is recorded as owed to Mara Lopez');
    await user.click(within(confirm).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Refund recorded');

    await user.click(await within(detail).findByRole('button', { name: 'Refund sent' }));
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Refund marked as sent'));
    expect(agenda.posted.map((p) => p.path)).toEqual([
      '/api/coach/bookings/b-1/refund',
      '/api/coach/bookings/b-1/refund-sent',
    ]);
    expect((await within(detail).findAllByText('Refunded')).length).toBeGreaterThan(0);
  });

  it('says what the API said when an action loses a race, and leaves the booking as it was', async () => {
    agenda = fakeAgenda([coachBooking()], {
      fail: { action: 'mark-paid', message: 'This booking was cancelled by the customer' },
    });
    const { user, detail } = await openBooking('Mara Lopez');
    await user.click(within(detail).getByRole('button', { name: 'Mark paid: booking of Mara Lopez' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Failed to mark booking as paid');
    expect(toast).toHaveTextContent('This booking was cancelled by the customer');
    expect(within(detail).getAllByText('Awaiting payment').length).toBeGreaterThan(0);
  });
});

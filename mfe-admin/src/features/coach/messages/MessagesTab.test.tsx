import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@app/web-kit/testing';
import { makeStore } from '../../../app/store';
import { MessagesTab } from './MessagesTab';
import { contactMessage, fakeInbox } from './fakeInbox';

jest.setTimeout(20_000);

let inbox: ReturnType<typeof fakeInbox> | undefined;
afterEach(() => inbox?.restore());

const card = (name: string) => screen.getByRole('heading', { name }).closest('li')!;

describe(MessagesTab.name, () => {
  it('lists unread messages newest first with who wrote, how to reply and what they asked', async () => {
    inbox = fakeInbox([
      contactMessage(),
      contactMessage({
        id: 'm-2',
        brand: 'lunar',
        name: 'Iris Moon',
        email: 'iris@example.com',
        phone: null,
        subject: 'Gift reading',
        message: 'Can I buy a reading for my sister?',
        receivedAt: '2026-03-15T14:00:00.000Z',
      }),
      contactMessage({ id: 'm-3', name: 'Done Already', status: 'handled', handledAt: '2026-03-14T20:00:00.000Z' }),
    ]);
    renderWithProviders(<MessagesTab />, { store: makeStore() });

    const list = await screen.findByRole('list', { name: 'Messages' });
    const items = within(list).getAllByTestId('contact-message');
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual(['Iris Moon', 'Grace Hopper']);

    const grace = within(card('Grace Hopper'));
    expect(grace.getByText('Life Coaching')).toBeInTheDocument();
    expect(grace.getByText('Unread')).toBeInTheDocument();
    expect(grace.getByText('Received Mar 14, 2:05 PM ET')).toBeInTheDocument();
    expect(grace.getByRole('link', { name: 'grace@example.com' })).toHaveAttribute(
      'href',
      'mailto:grace@example.com?subject=Re%3A%20Moving%20my%20session',
    );
    expect(grace.getByRole('link', { name: '(555) 123-4567' })).toHaveAttribute('href', 'tel:5551234567');
    expect(grace.getByText('Moving my session')).toBeInTheDocument();
    expect(grace.getByText(/Could we move Thursday to Friday\?/)).toBeInTheDocument();

    const iris = within(card('Iris Moon'));
    expect(iris.getByText('Lunar Light')).toBeInTheDocument();
    expect(iris.queryByRole('link', { name: /^\(/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Done Already')).not.toBeInTheDocument();
  });

  it('marks a message handled: it leaves Unread and shows under Handled, where it can be marked unread again', async () => {
    inbox = fakeInbox([contactMessage()]);
    const user = userEvent.setup();
    renderWithProviders(<MessagesTab />, { store: makeStore() });

    await user.click(await screen.findByRole('button', { name: 'Mark handled: message from Grace Hopper' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Message marked as handled');
    expect(inbox.patches()).toEqual([
      expect.objectContaining({ path: '/api/coach/contact-messages/m-1', body: { status: 'handled' } }),
    ]);
    expect(await screen.findByText('No unread messages.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Handled' }));
    const handled = within(await screen.findByTestId('contact-message'));
    expect(handled.getByText('Handled')).toBeInTheDocument();
    expect(handled.getByText(/handled Mar 14, 3:30 PM ET/)).toBeInTheDocument();
    await user.click(handled.getByRole('button', { name: 'Mark unread: message from Grace Hopper' }));
    expect(inbox.patches().at(-1)).toEqual(expect.objectContaining({ body: { status: 'unread' } }));
    expect(await screen.findByText('No handled messages yet.')).toBeInTheDocument();
  });

  it('"All" asks for every message without a status filter', async () => {
    inbox = fakeInbox([contactMessage(), contactMessage({ id: 'm-2', name: 'Old Friend', status: 'handled' })]);
    const user = userEvent.setup();
    renderWithProviders(<MessagesTab />, { store: makeStore() });
    await screen.findByText('Grace Hopper');
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(await screen.findByText('Old Friend')).toBeInTheDocument();
    expect(screen.getByText('Grace Hopper')).toBeInTheDocument();
    const gets = inbox.requests.filter((r) => r.method === 'GET').map((r) => r.query.status ?? null);
    expect(gets).toEqual(['unread', null]);
  });

  it('keeps the message unread and says why when the update fails', async () => {
    inbox = fakeInbox([contactMessage()], { failPatch: { status: 404, message: 'Contact message not found' } });
    const user = userEvent.setup();
    renderWithProviders(<MessagesTab />, { store: makeStore() });
    await user.click(await screen.findByRole('button', { name: 'Mark handled: message from Grace Hopper' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Failed to update message');
    expect(toast).toHaveTextContent('Contact message not found');
    await waitFor(() => expect(within(card('Grace Hopper')).getByText('Unread')).toBeInTheDocument());
  });
});

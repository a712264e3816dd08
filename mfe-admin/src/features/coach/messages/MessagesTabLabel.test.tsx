import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@app/web-kit/testing';
import { makeStore } from '../../../app/store';
import { CoachConsole } from '../CoachConsole';
import { contactMessage, fakeInbox } from './fakeInbox';

jest.setTimeout(20_000);

let inbox: ReturnType<typeof fakeInbox> | undefined;
afterEach(() => inbox?.restore());

describe('Messages tab label', () => {
  it('shows the unread count from any tab, and it drops when a message is handled', async () => {
    inbox = fakeInbox([
      contactMessage(),
      contactMessage({ id: 'm-2', name: 'Iris Moon' }),
      contactMessage({ id: 'm-3', status: 'handled' }),
    ]);
    const user = userEvent.setup();
    renderWithProviders(<CoachConsole />, { store: makeStore(), route: '/coach?tab=reviews' });

    const tab = await screen.findByRole('tab', { name: 'Messages 2 unread' });
    expect(within(tab).getByTestId('unread-count')).toHaveTextContent('2');

    await user.click(tab);
    await user.click(await screen.findByRole('button', { name: 'Mark handled: message from Iris Moon' }));
    expect(await screen.findByRole('tab', { name: 'Messages 1 unread' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows no count when nothing is unread', async () => {
    inbox = fakeInbox([contactMessage({ status: 'handled' })]);
    renderWithProviders(<CoachConsole />, { store: makeStore(), route: '/coach?tab=messages' });
    expect(await screen.findByText('No unread messages.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Messages' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByTestId('unread-count')).not.toBeInTheDocument();
  });
});

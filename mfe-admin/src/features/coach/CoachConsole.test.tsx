import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, stubApi } from '@app/web-kit/testing';
import { makeStore } from '../../app/store';
import { forgetScreenWidth, screenIsWide } from '../../testing/screenWidth';
import { CoachConsole } from './CoachConsole';

jest.setTimeout(20_000);

let api: ReturnType<typeof stubApi> | undefined;
afterEach(() => {
  api?.restore();
  forgetScreenWidth();
});

const SHORT = ['Bookings', 'Plans', 'Questions', 'Messages', 'Reviews', 'Chats', 'Hours', 'Coupons', 'Releases'];

describe(CoachConsole.name, () => {
  beforeEach(() => {
    api = stubApi({ 'GET /api/coach/bookings': { body: [] }, 'GET /api/coach/contact-messages': { body: [] } });
  });

  it('on a phone, every section is one tap away in a bottom bar, and the address keeps the open one', async () => {
    screenIsWide(false);
    const user = userEvent.setup();
    renderWithProviders(<CoachConsole />, { store: makeStore(), route: '/coach?tab=reviews' });
    const bar = screen.getByRole('tablist', { name: 'Coach console sections' });
    expect(bar.tagName).toBe('NAV');
    expect(
      within(bar)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(SHORT);
    expect(within(bar).getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');

    await user.click(within(bar).getByRole('tab', { name: 'Bookings' }));
    expect(within(bar).getByRole('tab', { name: 'Bookings' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Bookings' })).toBeInTheDocument();
  });

  it('at a desk, the sections are tabs with their full names', () => {
    screenIsWide(true);
    renderWithProviders(<CoachConsole />, { store: makeStore(), route: '/coach?tab=blackouts' });
    const tabs = screen.getByRole('tablist', { name: 'Coach console sections' });
    expect(within(tabs).getByRole('tab', { name: 'Hours & blackouts' })).toHaveAttribute('aria-selected', 'true');
    expect(within(tabs).getByRole('tab', { name: 'Subscribers' })).toBeInTheDocument();
  });
});

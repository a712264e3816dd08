import { screen, within } from '@testing-library/react';
import type { CoachWaitlistDayDto } from '@app/contracts';
import { renderWithProviders, stubApi } from '@app/web-kit/testing';
import { makeStore } from '../../../app/store';
import { WaitingList } from './WaitingList';

jest.setTimeout(30_000);

const DAYS: CoachWaitlistDayDto[] = [
  {
    brand: 'coaching',
    date: '2026-11-30',
    people: [
      { email: 'first@example.com', since: '2026-11-28T15:05:00Z', notifiedAt: null },
      { email: 'second@example.com', since: '2026-11-28T16:00:00Z', notifiedAt: '2026-11-28T18:20:00Z' },
    ],
  },
  {
    brand: 'lunar',
    date: '2026-12-01',
    people: [{ email: 'moon@example.com', since: '2026-11-28T17:00:00Z', notifiedAt: null }],
  },
];

describe('WaitingList', () => {
  it('shows each day and brand with its count, every address, and who was told of a time', async () => {
    stubApi({ 'GET /api/coach/waitlist': { body: DAYS } });
    renderWithProviders(<WaitingList />, { store: makeStore() });

    const days = await screen.findAllByTestId('waitlist-day');
    expect(days).toHaveLength(2);
    expect(within(days[0]).getByText('Monday, November 30, 2026')).toBeInTheDocument();
    expect(within(days[0]).getByText(/2 waiting$/)).toBeInTheDocument();
    expect(within(days[0]).getByRole('link', { name: 'first@example.com' })).toHaveAttribute(
      'href',
      'mailto:first@example.com',
    );
    expect(within(days[0]).getByText('asked Nov 28, 10:05 AM ET')).toBeInTheDocument();
    expect(within(days[0]).getByText('told of a time Nov 28, 1:20 PM ET')).toBeInTheDocument();
    expect(within(days[0]).queryAllByText(/^told of a time/)).toHaveLength(1);
    expect(within(days[1]).getByText(/1 waiting$/)).toBeInTheDocument();
    expect(within(days[1]).getByRole('link', { name: 'moon@example.com' })).toBeInTheDocument();
  });

  it('says nobody waits when the list is empty', async () => {
    stubApi({ 'GET /api/coach/waitlist': { body: [] } });
    renderWithProviders(<WaitingList />, { store: makeStore() });
    expect(await screen.findByText('Nobody is waiting for a time.')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be read', async () => {
    stubApi({ 'GET /api/coach/waitlist': { status: 500, body: { statusCode: 500, message: 'Down' } } });
    renderWithProviders(<WaitingList />, { store: makeStore() });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

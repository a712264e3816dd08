import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOURS_MESSAGES, type BrandHoursDto, type DayHoursDto, type HoursSavedDto } from '@app/contracts';
import { renderWithProviders, stubApi, type StubRequest } from '@app/web-kit/testing';
import { makeStore } from '../../../app/store';
import { HoursEditor } from './HoursEditor';

jest.setTimeout(20_000);

const STANDARD: DayHoursDto[] = Array.from({ length: 7 }, (_, weekday) =>
  weekday === 0 || weekday === 6
    ? { weekday, open: '10:00', close: '22:00' }
    : { weekday, open: '09:00', close: '21:00' },
);
const WEEKS: BrandHoursDto[] = [
  { brand: 'coaching', days: STANDARD },
  { brand: 'lunar', days: STANDARD.map((d) => (d.weekday === 1 ? { weekday: 1, open: null, close: null } : d)) },
];

let api: ReturnType<typeof stubApi> | undefined;
afterEach(() => api?.restore());

const saved = (request: StubRequest): { body: HoursSavedDto } => ({
  body: {
    hours: { brand: 'coaching', days: (request.body as { days: DayHoursDto[] }).days },
    slotsAdded: 0,
    slotsRemoved: 90,
    bookingsKept: 1,
  },
});
const row = (day: string) => within(screen.getByTestId(`hours-${day}`));

describe(HoursEditor.name, () => {
  it("shows a brand's week Monday first, in Eastern times, and the other brand's on a tap", async () => {
    api = stubApi({ 'GET /api/coach/hours': { body: WEEKS } });
    const user = userEvent.setup();
    renderWithProviders(<HoursEditor />, { store: makeStore() });

    const monday = await screen.findByRole('group', { name: 'Monday' });
    const groups = screen.getAllByRole('group').filter((g) => g.hasAttribute('aria-labelledby'));
    expect(groups.map((g) => g.getAttribute('data-testid'))).toEqual(
      ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((d) => `hours-${d}`),
    );
    expect(within(monday).getByLabelText('Monday opens')).toHaveDisplayValue('9:00 AM');
    expect(within(monday).getByLabelText('Monday closes')).toHaveDisplayValue('9:00 PM');
    expect(row('Sunday').getByLabelText('Sunday opens')).toHaveDisplayValue('10:00 AM');

    await user.click(screen.getByRole('button', { name: 'Lunar Light' }));
    expect(await screen.findByText('No sessions offered')).toBeInTheDocument();
    expect(row('Monday').getByRole('checkbox', { name: 'Monday open' })).not.toBeChecked();
    expect(row('Tuesday').getByLabelText('Tuesday opens')).toHaveDisplayValue('9:00 AM');
  });

  it('saves the changed week and says what it did to the next seven days', async () => {
    api = stubApi({ 'GET /api/coach/hours': { body: WEEKS }, 'PUT /api/coach/hours/coaching': saved });
    const user = userEvent.setup();
    renderWithProviders(<HoursEditor />, { store: makeStore() });

    const save = await screen.findByRole('button', { name: 'Save hours' });
    expect(save).toBeDisabled();
    await user.selectOptions(row('Monday').getByLabelText('Monday closes'), '12:00');
    await user.click(row('Wednesday').getByRole('checkbox', { name: 'Wednesday open' }));
    await user.selectOptions(row('Friday').getByLabelText('Friday closes'), '24:00');
    await user.click(save);

    await waitFor(() => expect(api!.sent('PUT /api/coach/hours/coaching')).toHaveLength(1));
    const days = (api.posted[0].body as { days: DayHoursDto[] }).days;
    expect([...days].sort((a, b) => a.weekday - b.weekday)).toEqual([
      { weekday: 0, open: '10:00', close: '22:00' },
      { weekday: 1, open: '09:00', close: '12:00' },
      { weekday: 2, open: '09:00', close: '21:00' },
      { weekday: 3, open: null, close: null },
      { weekday: 4, open: '09:00', close: '21:00' },
      { weekday: 5, open: '09:00', close: '24:00' },
      { weekday: 6, open: '10:00', close: '22:00' },
    ]);
    expect(await screen.findByText('Hours saved · Life Coaching')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Next 7 days: 0 times added, 90 removed. 1 booked session falls outside the new hours and keeps its time.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save hours' })).toBeDisabled();
  });

  it('refuses a day that closes before it opens, with the schema’s message, and sends nothing', async () => {
    api = stubApi({ 'GET /api/coach/hours': { body: WEEKS }, 'PUT /api/coach/hours/coaching': saved });
    const user = userEvent.setup();
    renderWithProviders(<HoursEditor />, { store: makeStore() });

    await user.selectOptions(await screen.findByLabelText('Tuesday opens'), '22:00');
    await user.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(await row('Tuesday').findByText(HOURS_MESSAGES.closeAfterOpen('Tuesday'))).toBeInTheDocument();
    expect(api.sent('PUT /api/coach/hours/coaching')).toHaveLength(0);
  });

  it('shows the API’s refusal when a save fails', async () => {
    api = stubApi({
      'GET /api/coach/hours': { body: WEEKS },
      'PUT /api/coach/hours/coaching': { status: 500, body: { statusCode: 500, message: 'Database unavailable' } },
    });
    const user = userEvent.setup();
    renderWithProviders(<HoursEditor />, { store: makeStore() });

    await user.selectOptions(await screen.findByLabelText('Thursday closes'), '18:00');
    await user.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(await screen.findByText('Failed to save hours')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save hours' })).toBeEnabled();
  });
});

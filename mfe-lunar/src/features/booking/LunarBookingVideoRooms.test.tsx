import { screen } from '@testing-library/react';
import { DEFAULT_BRANDS, PSYCHIC_SERVICES } from '@app/contracts';
import { renderWithProviders, stubApi } from '@app/web-kit/testing';
import { makeStore } from '../../app/store';
import { LunarBookingForm } from './LunarBookingForm';

// Its own file: the brand settings are loaded once per module registry, and here Lunar Light has no room at all.
const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

it('offers no video call when Lunar Light has no meeting room configured', async () => {
  const { requests } = stubApi({
    'GET /api/psychic-services': { body: PSYCHIC_SERVICES },
    'GET /api/time-slots': { body: [] },
    'GET /api/brands': { body: DEFAULT_BRANDS },
  });
  renderWithProviders(<LunarBookingForm onBooked={jest.fn()} />, {
    store: makeStore(),
    brand: 'lunar',
    route: '/lunar-booking',
  });
  expect(await screen.findByRole('radio', { name: 'Live Chat' })).toBeChecked();
  // The settings have landed (the request was answered) and still no platform: nothing to offer, nothing invented.
  await screen.findAllByTestId('service-option');
  expect(requests.some((r) => r.target === '/api/brands')).toBe(true);
  expect(screen.queryByRole('radio', { name: 'Video Call' })).toBeNull();
  expect(screen.queryByRole('combobox', { name: /Video Platform/ })).toBeNull();
});

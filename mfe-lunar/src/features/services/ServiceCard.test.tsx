import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { PSYCHIC_SERVICES, type LaunchPaymentOptions } from '@app/contracts';
import { providePaymentLauncher } from '@app/web-kit';
import { renderWithProviders, stubApi } from '@app/web-kit/testing';
import { ServiceCard } from './ServiceCard';

const realFetch = globalThis.fetch;
const realOpen = window.open;
afterEach(() => {
  globalThis.fetch = realFetch;
  window.open = realOpen;
  providePaymentLauncher(null);
});

const LOVE = PSYCHIC_SERVICES.find((s) => s.id === 'love-reading')!;

function BookingPageProbe() {
  const location = useLocation();
  return <p data-testid="booking-page">{location.pathname + location.search}</p>;
}

function setup() {
  stubApi({});
  const launched: LaunchPaymentOptions[] = [];
  providePaymentLauncher(async (options) => {
    launched.push(options);
    return { status: 'direct', url: 'mailto:readings@example.com', brand: 'lunar' };
  });
  const open = jest.fn();
  window.open = open;
  renderWithProviders(
    <Routes>
      <Route path="/lunar-light" element={<ServiceCard service={LOVE} />} />
      <Route path="/lunar-booking" element={<BookingPageProbe />} />
    </Routes>,
    { brand: 'lunar', route: '/lunar-light' },
  );
  return { launched, open, user: userEvent.setup({ delay: null }) };
}

async function choose(user: ReturnType<typeof userEvent.setup>, method: string) {
  // The dropdown's code loads on its own (deferred, issue 31): found once it is there.
  await user.click(await screen.findByRole('combobox', { name: 'Payment Method' }));
  await user.click(await screen.findByRole('option', { name: method }));
  return screen.findByRole('region', { name: `${method} payment` });
}

describe(ServiceCard.name, () => {
  it('"Pay by Card" charges nothing: it takes the visitor to /lunar-booking with the reading and the card chosen', async () => {
    const { launched, open, user } = setup();
    const region = await choose(user, 'Debit/Credit Card');
    expect(region).toHaveTextContent('Pick your time first: we hold it for 15 minutes while you pay $35');
    expect(region).not.toHaveTextContent(/booked/i);
    const pay = within(region).getByRole('link', { name: 'Pay by Card' });
    expect(pay).toHaveAttribute('href', '/lunar-booking?service=love-reading&payment=card');

    await user.click(pay);
    expect(await screen.findByTestId('booking-page')).toHaveTextContent(
      '/lunar-booking?service=love-reading&payment=card',
    );
    expect(launched).toEqual([]);
    expect(open).not.toHaveBeenCalled();
  });

  it('the Zelle card opens the "Payment for <service>" draft through the launcher, never a card', async () => {
    const { launched, user } = setup();
    const region = await choose(user, 'Zelle');
    expect(region).toHaveTextContent('with "Love Reading" as the memo, then book your time');
    expect(region).not.toHaveTextContent(/booked/i);
    await user.click(within(region).getByRole('button', { name: 'Open Zelle E-mail' }));
    expect(launched).toEqual([
      { method: 'zelle', brand: 'lunar', serviceId: LOVE.id, serviceName: LOVE.name, priceCents: LOVE.price },
    ]);
    expect(within(region).getByRole('link', { name: 'Book Session' })).toHaveAttribute(
      'href',
      '/lunar-booking?service=love-reading&payment=zelle',
    );
  });

  it.each(['Cash App', 'Venmo', 'PayPal'])(
    '%s opens its link and sends the visitor on to book a time',
    async (method) => {
      const { user } = setup();
      const region = await choose(user, method);
      expect(within(region).getByRole('link', { name: `Open ${method}` })).toHaveAttribute('target', '_blank');
      expect(region).toHaveTextContent('then book your time');
      expect(region).not.toHaveTextContent(/booked/i);
    },
  );

  it('"Book This Service" carries the reading and the chosen method (card as payment=card)', async () => {
    const { user } = setup();
    await choose(user, 'Debit/Credit Card');
    expect(screen.getByRole('link', { name: 'Book This Service' })).toHaveAttribute(
      'href',
      '/lunar-booking?service=love-reading&payment=card',
    );
  });
});

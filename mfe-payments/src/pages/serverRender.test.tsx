/** @jest-environment node */
/*
 * Every page this remote exposes, rendered the way the shell's server renders it: in Node (no window, document,
 * storage, opener), with react-dom/server, inside the shell's providers and a StaticRouter at a real URL. No call
 * is answered on the server (effects do not run), so each page shows its first state: no amount before the
 * server's quote, no receipt before the server's record.
 */
import { renderToString } from 'react-dom/server';
import { useStore } from 'react-redux';
import { withStore } from '../app/withStore';
import PaymentOptions from '../features/options/PaymentOptions';
import { headingsOf, serverTree, textOf, type ExposedPage } from '@app/web-kit/testing';
import * as CheckoutPage from './CheckoutPage';
import * as SquarePaymentPage from './SquarePaymentPage';
import * as SuccessPage from './SuccessPage';

/** rspack.config.ts `exposes` (the pages), with the shell's route and realistic requests for each. */
const PAGES: Array<ExposedPage & { heading: string; shows: string }> = [
  {
    expose: './CheckoutPage',
    module: CheckoutPage,
    path: '/checkout',
    url: '/checkout?booking=bk-123',
    heading: 'Secure Checkout',
    shows: 'Loading your order...',
  },
  {
    expose: './CheckoutPage',
    module: CheckoutPage,
    path: '/checkout',
    url: '/checkout?service=strategic-decision',
    heading: 'Secure Checkout',
    shows: 'Pay by debit or credit card.',
  },
  {
    expose: './SquarePaymentPage',
    module: SquarePaymentPage,
    path: '/square-payment',
    url: '/square-payment?bookingId=bk-123&brand=lunar',
    heading: 'Secure Card Payment',
    shows: 'Loading your order...',
  },
  {
    expose: './SquarePaymentPage',
    module: SquarePaymentPage,
    path: '/square-payment',
    url: '/square-payment?serviceId=love-reading&price=35',
    heading: 'Secure Card Payment',
    shows: 'There is nothing to pay here',
  },
  {
    expose: './SuccessPage',
    module: SuccessPage,
    path: '/success',
    url: '/success?paymentId=pay-456',
    heading: 'Your payment',
    shows: 'Loading your payment...',
  },
  {
    expose: './SuccessPage',
    module: SuccessPage,
    path: '/success',
    url: '/success',
    heading: 'Thank you',
    shows: 'If you have just paid, your receipt is on its way to your email.',
  },
];

it('runs where the shell renders: no window, no document', () => {
  expect(typeof window).toBe('undefined');
  expect(typeof document).toBe('undefined');
});

describe.each(PAGES)('$url on the server', (exposed) => {
  it('renders its one h1 and its first state', () => {
    const html = renderToString(serverTree(exposed));
    expect(headingsOf(html)).toEqual([exposed.heading]);
    expect(textOf(html)).toContain(exposed.shows);
  });

  it('shows no amount before the server has quoted one', () => {
    expect(textOf(renderToString(serverTree(exposed)))).not.toMatch(/\$\d/);
  });
});

describe.each([...new Map(PAGES.map((p) => [p.expose, p])).values()])('$expose', ({ module: { meta } }) => {
  it('exports meta: a title with the brand and a description of at most 155 characters', () => {
    expect(meta?.title).toMatch(/\S/);
    expect(meta?.title).toMatch(/Life Coaching/);
    expect(meta?.description).toMatch(/\S/);
    expect(meta!.description.length).toBeLessThanOrEqual(155);
  });
});

it('gives every page a title of its own', () => {
  const titles = [CheckoutPage, SquarePaymentPage, SuccessPage].map((m) => m.meta?.title);
  expect(new Set(titles).size).toBe(3);
});

it('PaymentOptions, which the brand pages embed, renders its six tiles on the server', () => {
  const html = renderToString(
    serverTree({
      expose: './PaymentOptions',
      module: { default: () => <PaymentOptions brand="coaching" /> },
      path: '/',
      url: '/',
    }),
  );
  for (const tile of ['cashapp', 'venmo', 'paypal', 'zelle', 'zelle-qr', 'card'])
    expect(html).toContain(`data-testid="pay-${tile}"`);
});

it('gives each page rendered on the server a store of its own, so no request sees another one’s order', () => {
  const stores: unknown[] = [];
  function Probe() {
    stores.push(useStore());
    return null;
  }
  const Page = withStore(Probe);
  renderToString(<Page />);
  renderToString(<Page />);
  expect(stores).toHaveLength(2);
  expect(stores[0]).not.toBe(stores[1]);
});

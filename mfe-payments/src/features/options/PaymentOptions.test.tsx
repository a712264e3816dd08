import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_BRANDS } from '@app/contracts';
import { renderWithProviders } from '@app/web-kit/testing';
import PaymentOptions from './PaymentOptions';

const lunar = DEFAULT_BRANDS.lunar;
const tile = (name: string) => screen.getByTestId(name);

// The result toast enters after "Processing..." leaves; on a loaded CI box that can take over a second.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => jest.restoreAllMocks());

describe('PaymentOptions (§2, six tiles)', () => {
  it('links Cash App, Venmo and PayPal to the brand profiles in a new tab', () => {
    renderWithProviders(<PaymentOptions brand="lunar" serviceName="Love Reading" priceCents={3500} />, {
      brand: 'lunar',
    });
    // The brand pages give the section its heading; the tiles bring none of their own by default.
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Payment options' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Cash App',
      'Venmo',
      'PayPal',
      'Zelle',
      'Zelle QR Code',
      'Debit/Credit Card',
    ]);
    for (const [id, href] of [
      ['pay-cashapp', lunar.paymentLinks.cashapp],
      ['pay-venmo', lunar.paymentLinks.venmo],
      ['pay-paypal', lunar.paymentLinks.paypal],
    ]) {
      expect(tile(id)).toHaveAttribute('href', href);
      expect(tile(id)).toHaveAttribute('target', '_blank');
      expect(tile(id)).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('Zelle is a mail draft to the brand e-mail about the service and its amount', () => {
    renderWithProviders(<PaymentOptions brand="lunar" serviceName="Love Reading" priceCents={3500} />);
    const href = new URL(tile('pay-zelle').getAttribute('href')!);
    expect(href.protocol).toBe('mailto:');
    expect(href.pathname).toBe(lunar.email);
    expect(href.searchParams.get('subject')).toBe('Payment for Love Reading');
    expect(href.searchParams.get('body')).toContain('$35');
  });

  it.each(['coaching', 'lunar'] as const)(
    'Zelle without a service (the %s home tiles) is a $25 "Payment Request", not a subscription',
    (brand) => {
      renderWithProviders(<PaymentOptions brand={brand} />);
      const href = new URL(tile('pay-zelle').getAttribute('href')!);
      expect(href.pathname).toBe(DEFAULT_BRANDS[brand].email);
      expect(href.searchParams.get('subject')).toBe('Payment Request');
      expect(href.searchParams.get('body')).toContain('$25');
      expect(href.searchParams.get('body')).not.toMatch(/subscription/i);
    },
  );

  it('Zelle for a plan is the Monthly Subscription Payment at the plan price', () => {
    renderWithProviders(<PaymentOptions brand="coaching" plan="premium" />);
    const href = new URL(tile('pay-zelle').getAttribute('href')!);
    expect(href.searchParams.get('subject')).toBe('Monthly Subscription Payment');
    expect(href.searchParams.get('body')).toContain('$44 by Zelle');
  });

  it.each(['coaching', 'lunar'] as const)(
    "the %s card tile opens that brand's general payment window",
    async (brand) => {
      const open = jest.spyOn(window, 'open').mockReturnValue({ opener: window } as unknown as Window);
      const user = userEvent.setup();
      renderWithProviders(<PaymentOptions brand={brand} serviceName="Love Reading" priceCents={3500} />);
      const url = `/square-payment?serviceId=general&brand=${brand}`;
      // A middle-click (href) opens what a click opens.
      expect(tile('pay-card')).toHaveAttribute('href', url);
      await user.click(tile('pay-card'));
      expect(open).toHaveBeenCalledWith(url, '_blank');
      expect(window.location.pathname).toBe('/');
    },
  );

  it('a plain click on Venmo goes through the launcher and drops the opener of the new tab', async () => {
    const child = { opener: window as unknown };
    const open = jest.spyOn(window, 'open').mockReturnValue(child as unknown as Window);
    const user = userEvent.setup();
    renderWithProviders(<PaymentOptions brand="lunar" />);
    await user.click(tile('pay-venmo'));
    expect(open).toHaveBeenCalledWith(lunar.paymentLinks.venmo, '_blank');
    expect(child.opener).toBeNull();
  });

  it('the Zelle QR tile opens the dialog with a generated QR code; "Payment Sent" says what happens next, Done closes it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PaymentOptions brand="lunar" serviceName="Love Reading" priceCents={3500} />);
    await user.click(tile('pay-zelle-qr'));
    const dialog = await screen.findByRole('dialog', { name: 'Pay with Zelle' });
    const qr = await within(dialog).findByRole('img', { name: `Zelle QR code for ${lunar.zelleAccountHolder}` });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(decodeURIComponent(qr.getAttribute('src')!)).toContain('<path');
    expect(within(dialog).getByText(lunar.zelleAccountHolder)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: lunar.zelleRecipient })).toBeInTheDocument();
    expect(
      within(dialog).getByText('Scan the QR code in your banking app to send payment directly.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByTestId('zelle-order')).toHaveTextContent('Love Reading$35');
    const steps = within(dialog).getAllByRole('listitem');
    expect(steps).toHaveLength(6);
    expect(steps[3]).toHaveTextContent('Enter the amount: $35.');
    await user.click(within(dialog).getByRole('button', { name: 'Payment Sent' }));
    // No booking on this page: nothing to record, the acknowledgement says how the transfer is matched.
    expect(within(dialog).getByRole('status')).toHaveTextContent(`Your transfer to ${lunar.zelleRecipient} is matched`);
    expect(within(dialog).getByRole('button', { name: 'Done' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('the Zelle QR dialog of a plan reads as the monthly subscription at the plan price', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PaymentOptions brand="coaching" plan="standard" />);
    await user.click(tile('pay-zelle-qr'));
    const dialog = await screen.findByRole('dialog', { name: 'Pay with Zelle' });
    expect(within(dialog).getByTestId('zelle-order')).toHaveTextContent(
      'Standard Coaching — Monthly Subscription Payment$22 per month',
    );
    const steps = within(dialog).getAllByRole('listitem');
    expect(steps[3]).toHaveTextContent('Enter the amount: $22.');
    expect(steps[4]).toHaveTextContent('"Monthly Subscription Payment"');
  });
});

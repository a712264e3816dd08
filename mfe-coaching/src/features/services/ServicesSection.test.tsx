import { screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_BRANDS } from '@app/contracts';
import { renderWithProviders } from '@app/web-kit/testing';
import { makeStore } from '../../app/store';
import { ServicesSection } from './ServicesSection';

const urlOf = (input: RequestInfo | URL) => (input instanceof Request ? input.url : String(input));
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

// The brands as configured by default: no meeting room, so no video service (ServicesVideoRoom.test.tsx has one).
function serveServices(body: unknown) {
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) =>
    json(urlOf(input).endsWith('/api/brands') ? DEFAULT_BRANDS : body),
  ) as typeof fetch;
}

describe(ServicesSection.name, () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('says "Our Coaching Services" while loading, then lists the API services in whole dollars', async () => {
    serveServices([
      {
        id: 'x',
        name: 'Only Service',
        description: 'd',
        price: 1234,
        duration: 0,
        type: 'chat',
        category: 'coaching',
        isActive: true,
      },
    ]);
    renderWithProviders(<ServicesSection />, { store: makeStore() });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Our Coaching Services');
    // While loading (and in the server's HTML) the catalogue's cards show, with prices, not placeholders; without a
    // meeting room that is three of the four (issue 29).
    expect(screen.getAllByTestId('service-card')).toHaveLength(3);
    expect(screen.getByText('Strategic Decision Coaching')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Coaching Services'));
    expect(await screen.findByText('Only Service')).toBeInTheDocument();
    expect(screen.getByText('$12')).toBeInTheDocument();
    expect(screen.getByText('Chat')).toBeInTheDocument();
    // A chat has no duration, so its chip has no clock.
    expect(screen.getByText('Chat').closest('.MuiChip-root')!.querySelector('svg')).toBeNull();
  });

  it('falls back to the catalogue services it can deliver when the call returns nothing', async () => {
    serveServices([]);
    renderWithProviders(<ServicesSection />, { store: makeStore() });
    expect(await screen.findByText('Strategic Decision Coaching')).toBeInTheDocument();
    expect(screen.getAllByTestId('service-card')).toHaveLength(3);
    expect(screen.queryByText('5-Minute Video Coaching')).toBeNull();
    expect(screen.queryByText(/video (call|coaching|check-in|session)/i)).toBeNull();
  });

  it('gives each card its four benefits and a Book button to /booking', async () => {
    serveServices([]);
    renderWithProviders(<ServicesSection />, { store: makeStore() });
    const cards = await screen.findAllByTestId('service-card');
    for (const card of cards) {
      expect(within(card).getAllByRole('listitem')).toHaveLength(4);
      expect(within(card).getByRole('link', { name: 'Book This Service' })).toHaveAttribute('href', '/booking');
    }
    expect(cards).toHaveLength(3);
  });
});

describe('the services call', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('is retried twice, then the fallback list is shown', async () => {
    const fetchMock = jest.fn(async (_input: RequestInfo | URL) => new Response('unavailable', { status: 503 }));
    globalThis.fetch = fetchMock as typeof fetch;
    renderWithProviders(<ServicesSection />, { store: makeStore() });
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Coaching Services'), {
      timeout: 15_000,
    });
    expect(fetchMock.mock.calls.filter(([input]) => urlOf(input).endsWith('/api/services'))).toHaveLength(3);
    expect(screen.getByText('Strategic Decision Coaching')).toBeInTheDocument();
    expect(screen.getAllByTestId('service-card')).toHaveLength(3);
  }, 20_000);
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PSYCHIC_SERVICES, formatDollars, type PsychicServiceDto } from '@app/contracts';
import { renderWithProviders, stubApi } from '@app/web-kit/testing';
import { makeStore } from '../../app/store';
import { ServicesSection } from './ServicesSection';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const SERVICES = 'GET /api/psychic-services';

function grid() {
  return screen.getAllByTestId('service-card')[0].parentElement!;
}

function renderSection() {
  renderWithProviders(<ServicesSection />, { store: makeStore(), brand: 'lunar', route: '/lunar-light' });
}

describe(ServicesSection.name, () => {
  it('shows every reading with its price while the API has not answered, busy until it does', async () => {
    let answer!: (reply: { body: PsychicServiceDto[] }) => void;
    const pending = new Promise<{ body: PsychicServiceDto[] }>((resolve) => (answer = resolve));
    globalThis.fetch = jest.fn(async () => {
      const { body } = await pending;
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    renderSection();

    const cards = screen.getAllByTestId('service-card');
    expect(cards).toHaveLength(PSYCHIC_SERVICES.length);
    for (const s of PSYCHIC_SERVICES) {
      const card = screen.getByRole('article', { name: s.name });
      expect(card).toHaveTextContent(formatDollars(s.price));
    }
    expect(screen.queryByLabelText('Loading services...')).not.toBeInTheDocument();
    expect(grid()).toHaveAttribute('aria-busy', 'true');

    // The API's answer wins: a changed price and a reading the build does not know.
    const extra: PsychicServiceDto = {
      id: 'dream-reading',
      name: 'Dream Reading',
      description: 'What your dreams say.',
      price: 4200,
      duration: 20,
    };
    answer({ body: [{ ...PSYCHIC_SERVICES[0], price: 1500 }, extra] });
    expect(await screen.findByRole('article', { name: 'Dream Reading' })).toHaveTextContent('$42');
    expect(screen.getByRole('article', { name: PSYCHIC_SERVICES[0].name })).toHaveTextContent('$15');
    expect(screen.getAllByTestId('service-card')).toHaveLength(2);
    expect(grid()).toHaveAttribute('aria-busy', 'false');
  });

  it('keeps the error and Retry when the API fails, and shows the readings once Retry succeeds', async () => {
    let fail = true;
    stubApi({ [SERVICES]: () => (fail ? { status: 503, body: 'Service Unavailable' } : { body: PSYCHIC_SERVICES }) });
    renderSection();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading services: 503');
    expect(screen.queryAllByTestId('service-card')).toHaveLength(0);

    fail = false;
    await userEvent.setup({ delay: null }).click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getAllByTestId('service-card')).toHaveLength(PSYCHIC_SERVICES.length);
  });
});

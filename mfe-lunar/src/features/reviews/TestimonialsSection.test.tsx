import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@app/web-kit/testing';
import { makeStore } from '../../app/store';
import { stubFetch } from '../../testing/fetchStub';
import { TestimonialsSection } from './TestimonialsSection';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const review = (id: string, serviceId: string, customerName: string) => ({
  id,
  serviceId,
  customerName,
  reviewText: `A review of ${serviceId}.`,
  rating: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe(TestimonialsSection.name, () => {
  it('groups the twelve testimonials by service, three per group, under their §3 labels', async () => {
    stubFetch({ 'GET /api/psychic-reviews': { body: [] } });
    renderWithProviders(<TestimonialsSection />, { store: makeStore(), brand: 'lunar' });
    const groups = screen.getAllByTestId('testimonial-group');
    expect(groups.map((g) => within(g).getByRole('heading', { level: 3 }).textContent)).toEqual([
      '☾3 Card Tarot Draw',
      '☾Love Reading',
      '☾Career Reading',
      '☾Reiki Healing (Energy Cleanse)',
    ]);
    for (const g of groups) expect(within(g).getAllByTestId('review-card')).toHaveLength(3);
    expect(await screen.findByText('No reviews yet. Be the first to share your experience below.')).toBeInTheDocument();
  });

  it('labels approved API reviews by serviceId, with "Psychic Reading" for an unknown id', async () => {
    stubFetch({
      'GET /api/psychic-reviews': {
        body: [
          review('1', 'one-question', 'Lauren H.'),
          review('2', 'health-pregnancy-reading', 'Mia R.'),
          review('3', 'channeling-spirits', 'Grace N.'),
          review('4', 'a-retired-service', 'Kim O.'),
        ],
      },
    });
    renderWithProviders(<TestimonialsSection />, { store: makeStore(), brand: 'lunar' });
    const recent = screen.getByTestId('recent-reviews');
    const cards = await within(recent).findAllByTestId('review-card');
    const labelOf = (name: string) =>
      within(cards.find((c) => within(c).queryByText(name))!).getByTestId('review-service-label').textContent;
    expect(labelOf('Lauren H.')).toBe('Mini Reading');
    expect(labelOf('Mia R.')).toBe('Pregnancy/Health Reading');
    expect(labelOf('Grace N.')).toBe('Channeling Spirits and Angels');
    expect(labelOf('Kim O.')).toBe('Psychic Reading');
  });

  it('shows five stars and "Verified Reading" on every review, whatever its stored rating, and the 5.0 average', async () => {
    stubFetch({ 'GET /api/psychic-reviews': { body: [review('1', 'love-reading', 'Ana P.')] } });
    renderWithProviders(<TestimonialsSection />, { store: makeStore(), brand: 'lunar' });
    await within(screen.getByTestId('recent-reviews')).findByText('Ana P.');
    const cards = screen.getAllByTestId('review-card');
    expect(cards).toHaveLength(13);
    for (const card of cards) {
      expect(within(card).getByRole('img', { name: 'Rated 5 out of 5 stars' })).toBeInTheDocument();
      expect(within(card).getByText('Verified Reading')).toBeInTheDocument();
    }
    expect(screen.getByTestId('average-rating')).toHaveTextContent('5.0');
  });

  it('keeps the testimonials up when the review list cannot be loaded', async () => {
    stubFetch({ 'GET /api/psychic-reviews': { status: 500, body: { statusCode: 500, message: 'boom' } } });
    renderWithProviders(<TestimonialsSection />, { store: makeStore(), brand: 'lunar' });
    expect(await screen.findByText(/Recent reviews could not be loaded/)).toBeInTheDocument();
    expect(screen.getAllByTestId('review-card')).toHaveLength(12);
  });
});

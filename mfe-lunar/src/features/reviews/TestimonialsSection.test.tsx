import { screen, within } from '@testing-library/react';
import { renderWithProviders, stubApi } from '@app/web-kit/testing';
import { makeStore } from '../../app/store';
import { TestimonialsSection } from './TestimonialsSection';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const review = (id: string, serviceId: string, customerName: string, rating = 3, verified = false) => ({
  id,
  serviceId,
  customerName,
  reviewText: `A review of ${serviceId}.`,
  rating,
  createdAt: '2026-01-01T00:00:00.000Z',
  verified,
});

describe(TestimonialsSection.name, () => {
  it('groups the twelve testimonials by service, three per group, under their §3 labels', async () => {
    stubApi({ 'GET /api/psychic-reviews': { body: [] } });
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
    stubApi({
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

  it('shows each review with the stars its customer gave, and "Verified Reading" only on verified ones', async () => {
    stubApi({
      'GET /api/psychic-reviews': {
        body: [review('1', 'love-reading', 'Ana P.', 3, true), review('2', 'career-reading', 'Bo K.', 5, false)],
      },
      'GET /api/psychic-reviews/summary': { body: { average: 4, count: 2 } },
    });
    renderWithProviders(<TestimonialsSection />, { store: makeStore(), brand: 'lunar' });
    const recent = screen.getByTestId('recent-reviews');
    await within(recent).findByText('Ana P.');
    const card = (name: string) =>
      within(recent)
        .getAllByTestId('review-card')
        .find((c) => within(c).queryByText(name))!;

    expect(within(card('Ana P.')).getByRole('img', { name: 'Rated 3 out of 5 stars' })).toBeInTheDocument();
    expect(card('Ana P.').querySelectorAll('[data-star="full"]')).toHaveLength(3);
    expect(card('Ana P.').querySelectorAll('[data-star="empty"]')).toHaveLength(2);
    expect(within(card('Ana P.')).getByText('Verified Reading')).toBeInTheDocument();

    expect(within(card('Bo K.')).getByRole('img', { name: 'Rated 5 out of 5 stars' })).toBeInTheDocument();
    expect(within(card('Bo K.')).queryByText('Verified Reading')).not.toBeInTheDocument();

    // The page's testimonials were never rated nor tied to a booking: neither stars nor badge.
    for (const group of screen.getAllByTestId('testimonial-group')) {
      expect(within(group).queryByRole('img', { name: /out of 5 stars/ })).not.toBeInTheDocument();
      expect(within(group).queryByText('Verified Reading')).not.toBeInTheDocument();
    }
  });

  it('shows the average the server computed, with its count, and never a static one', async () => {
    stubApi({
      'GET /api/psychic-reviews': { body: [review('1', 'love-reading', 'Ana P.')] },
      'GET /api/psychic-reviews/summary': { body: { average: 4.7, count: 12 } },
    });
    renderWithProviders(<TestimonialsSection />, { store: makeStore(), brand: 'lunar' });
    const average = await screen.findByTestId('average-rating');
    expect(average).toHaveTextContent('4.7');
    expect(average).toHaveTextContent('Average of 12 reviews');
    expect(within(average).getByRole('img', { name: 'Rated 4.7 out of 5 stars' })).toBeInTheDocument();
    // 4.7 reads as four and a half stars.
    expect(average.querySelectorAll('[data-star="full"]')).toHaveLength(4);
    expect(average.querySelectorAll('[data-star="half"]')).toHaveLength(1);
    expect(screen.queryByText('5.0')).not.toBeInTheDocument();
  });

  it('shows no average at all while no review is approved, or when the summary cannot be loaded', async () => {
    stubApi({
      'GET /api/psychic-reviews': { body: [] },
      'GET /api/psychic-reviews/summary': { body: { average: null, count: 0 } },
    });
    const { unmount } = renderWithProviders(<TestimonialsSection />, { store: makeStore(), brand: 'lunar' });
    expect(await screen.findByText('No reviews yet. Be the first to share your experience below.')).toBeInTheDocument();
    expect(screen.queryByTestId('average-rating')).not.toBeInTheDocument();
    unmount();

    stubApi({
      'GET /api/psychic-reviews': { body: [review('1', 'love-reading', 'Ana P.')] },
      'GET /api/psychic-reviews/summary': { status: 500, body: { statusCode: 500, message: 'boom' } },
    });
    renderWithProviders(<TestimonialsSection />, { store: makeStore(), brand: 'lunar' });
    await within(screen.getByTestId('recent-reviews')).findByText('Ana P.');
    expect(screen.queryByTestId('average-rating')).not.toBeInTheDocument();
  });

  it('keeps the testimonials up when the review list cannot be loaded', async () => {
    stubApi({ 'GET /api/psychic-reviews': { status: 500, body: { statusCode: 500, message: 'boom' } } });
    renderWithProviders(<TestimonialsSection />, { store: makeStore(), brand: 'lunar' });
    expect(await screen.findByText(/Recent reviews could not be loaded/)).toBeInTheDocument();
    expect(screen.getAllByTestId('review-card')).toHaveLength(12);
  });
});

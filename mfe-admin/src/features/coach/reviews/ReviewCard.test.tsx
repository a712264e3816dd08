import { screen } from '@testing-library/react';
import { renderWithProviders } from '@app/web-kit/testing';
import type { ReviewModerationDto } from '@app/contracts';
import { makeStore } from '../../../app/store';
import { ReviewCard } from './ReviewCard';

const review = (overrides: Partial<ReviewModerationDto>): ReviewModerationDto => ({
  id: 'r-1',
  serviceId: 'love-reading',
  serviceLabel: 'Love Reading',
  customerName: 'Ana P.',
  customerEmail: 'ana@example.com',
  reviewText: 'Kind and precise.',
  rating: 3,
  createdAt: '2026-03-14T13:00:00.000Z',
  verified: false,
  isApproved: false,
  moderationStatus: 'pending',
  moderatedAt: null,
  ...overrides,
});

describe('coach ReviewCard', () => {
  it('shows the stars the customer gave and that a review through a booking link is verified', () => {
    renderWithProviders(
      <ul>
        <ReviewCard review={review({ verified: true, rating: 3 })} />
      </ul>,
      { store: makeStore() },
    );
    expect(screen.getByRole('img', { name: '3 out of 5 stars' })).toBeInTheDocument();
    expect(screen.getByTestId('review-verified')).toHaveTextContent('Verified Reading');
    expect(screen.queryByTestId('review-unverified')).not.toBeInTheDocument();
    expect(screen.getByText(/^Love Reading · ana@example.com/)).toBeInTheDocument();
  });

  it('says a review without a booking link is not tied to a booking', () => {
    renderWithProviders(
      <ul>
        <ReviewCard review={review({ verified: false, rating: 5 })} />
      </ul>,
      { store: makeStore() },
    );
    expect(screen.getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    expect(screen.getByTestId('review-unverified')).toHaveTextContent('Not tied to a booking');
    expect(screen.queryByText('Verified Reading')).not.toBeInTheDocument();
  });
});

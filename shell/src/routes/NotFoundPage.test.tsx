import { screen } from '@testing-library/react';
import { renderWithProviders } from '@app/web-kit/testing';
import { NotFoundPage } from './NotFoundPage';

it('reads "404 Page Not Found" and links home', () => {
  renderWithProviders(<NotFoundPage />, { route: '/nowhere' });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404 Page Not Found');
  expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
});

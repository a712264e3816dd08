import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@app/web-kit/testing';
import { TOUR_SEEN_KEY } from '../tour/tourStorage';
import { GuidedWalkthrough } from './GuidedWalkthrough';

// Issue 29: an overlay that opens by itself never chains onto the tour, and never opens over a visitor at work.
describe(GuidedWalkthrough.name, () => {
  beforeEach(() => {
    window.localStorage.clear();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('does not follow the tour on the visit the tour opened', () => {
    renderWithProviders(<GuidedWalkthrough />);
    // The tour closes on this visit: "seen" is stored now, after the walkthrough mounted.
    act(() => window.localStorage.setItem(TOUR_SEEN_KEY, 'true'));
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens by itself on a later visit over an untouched page', () => {
    window.localStorage.setItem(TOUR_SEEN_KEY, 'true');
    renderWithProviders(<GuidedWalkthrough />);
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('dialog', { name: /A few extras for you/ })).toBeInTheDocument();
  });

  it('stays closed once the visitor has scrolled', () => {
    window.localStorage.setItem(TOUR_SEEN_KEY, 'true');
    renderWithProviders(<GuidedWalkthrough />);
    act(() => void window.dispatchEvent(new Event('scroll')));
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

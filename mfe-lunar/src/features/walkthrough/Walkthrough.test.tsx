import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@app/web-kit/testing';
import { ThemeToggleButton } from '@app/web-kit';
import { startWalkthrough } from '../layout/startWalkthrough';
import { SECTION_IDS } from '../layout/sections';
import { Walkthrough } from './Walkthrough';
import { HIGHLIGHT_ATTR } from './useStepHighlight';
import { WALKTHROUGH_DELAY_MS, WALKTHROUGH_SEEN_KEY } from './walkthroughSteps';

function Page() {
  return (
    <>
      <ThemeToggleButton data-walkthrough="theme-toggle" />
      <section id={SECTION_IDS.services} />
      <section id={SECTION_IDS.booking} />
      <section id={SECTION_IDS.testimonials} />
      <Walkthrough />
    </>
  );
}

const tour = () => screen.queryByRole('dialog');
/** The card's code loads when the tour first opens; afterwards it renders at once. */
const openedTour = () => screen.findByRole('dialog');
/** A synchronous click inside act(): nothing to await (act's thenable is for async callbacks). */
const click = (name: string): void => {
  void act(() => fireEvent.click(screen.getByRole('button', { name })));
};

beforeEach(() => {
  jest.useFakeTimers();
  window.localStorage.clear();
  Element.prototype.scrollIntoView = jest.fn();
});
afterEach(() => {
  jest.useRealTimers();
});

describe(Walkthrough.name, () => {
  it('opens by itself 1.5 s after load on a first visit', async () => {
    renderWithProviders(<Page />, { brand: 'lunar' });
    act(() => jest.advanceTimersByTime(WALKTHROUGH_DELAY_MS - 1));
    expect(tour()).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(await openedTour()).toHaveTextContent('Step 1 of 6');
    expect(tour()).toHaveTextContent('Welcome to Lunar Light');
  });

  it('never opens by itself over a visitor who has started doing something (issue 29)', () => {
    renderWithProviders(<Page />, { brand: 'lunar' });
    act(() => jest.advanceTimersByTime(WALKTHROUGH_DELAY_MS - 500));
    act(() => void window.dispatchEvent(new Event('pointerdown')));
    act(() => jest.advanceTimersByTime(WALKTHROUGH_DELAY_MS * 4));
    expect(tour()).not.toBeInTheDocument();
  });

  it('renders nothing before it opens, as on the server', () => {
    const { container } = renderWithProviders(<Walkthrough />, { brand: 'lunar' });
    expect(container).toBeEmptyDOMElement();
  });

  it('walks the six steps with Next, highlights the theme toggle on step 2, and Complete ends it for good', async () => {
    renderWithProviders(<Page />, { brand: 'lunar' });
    act(() => jest.advanceTimersByTime(WALKTHROUGH_DELAY_MS));
    await openedTour();
    const seen: string[] = [];
    for (let i = 1; i <= 6; i++) {
      expect(tour()).toHaveTextContent(`Step ${i} of 6`);
      seen.push(screen.getByRole('heading', { level: 2 }).textContent ?? '');
      if (i === 2) expect(screen.getByTestId('theme-toggle')).toHaveAttribute(HIGHLIGHT_ATTR, 'true');
      if (i === 3) {
        expect(screen.getByTestId('theme-toggle')).not.toHaveAttribute(HIGHLIGHT_ATTR);
        expect(document.getElementById(SECTION_IDS.services)).toHaveAttribute(HIGHLIGHT_ATTR, 'true');
      }
      if (i < 6) click('Next');
    }
    expect(seen).toEqual([
      'Welcome to Lunar Light',
      'Toggle Themes',
      'Explore Services',
      'Book a Reading',
      'Read Reviews',
      "You're All Set",
    ]);
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    click('Complete');
    act(() => jest.runOnlyPendingTimers());
    expect(tour()).not.toBeInTheDocument();
    expect(window.localStorage.getItem(WALKTHROUGH_SEEN_KEY)).toBe('true');
    expect(document.querySelector(`[${HIGHLIGHT_ATTR}]`)).toBeNull();
  });

  it('Skip Tour closes it and stores the seen marker, so the next visit does not open it', async () => {
    const { unmount } = renderWithProviders(<Page />, { brand: 'lunar' });
    act(() => jest.advanceTimersByTime(WALKTHROUGH_DELAY_MS));
    await openedTour();
    click('Next');
    click('Skip Tour');
    act(() => jest.runOnlyPendingTimers());
    expect(tour()).not.toBeInTheDocument();
    expect(window.localStorage.getItem(WALKTHROUGH_SEEN_KEY)).toBe('true');
    unmount();

    renderWithProviders(<Page />, { brand: 'lunar' });
    act(() => jest.advanceTimersByTime(WALKTHROUGH_DELAY_MS * 4));
    expect(tour()).not.toBeInTheDocument();
  });

  it('the start-walkthrough event (the Tour button) restarts it at step 1 even after it was seen', async () => {
    window.localStorage.setItem(WALKTHROUGH_SEEN_KEY, 'true');
    renderWithProviders(<Page />, { brand: 'lunar' });
    act(() => startWalkthrough());
    expect(await openedTour()).toHaveTextContent('Step 1 of 6');
    click('Next');
    expect(tour()).toHaveTextContent('Step 2 of 6');
    act(() => startWalkthrough());
    expect(tour()).toHaveTextContent('Step 1 of 6');
  });
});

import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@app/web-kit/testing';
import { InteractiveTour } from './InteractiveTour';
import { startWalkthrough } from './startWalkthrough';
import { TOUR_FIRST_VISIT_KEY, TOUR_SEEN_KEY } from './tourStorage';

/** The sections the steps point at, as the home page renders them. */
function Page() {
  return (
    <>
      {['services', 'booking', 'subscriptions', 'reviews', 'contact'].map((id) => (
        <section key={id} id={id} />
      ))}
      <InteractiveTour autoStart />
    </>
  );
}

describe(InteractiveTour.name, () => {
  beforeEach(() => {
    window.localStorage.clear();
    jest.useFakeTimers({ advanceTimers: true });
    Element.prototype.scrollIntoView = jest.fn();
  });
  afterEach(() => jest.useRealTimers());
  const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

  it('opens by itself 2 s after a first visit and stores "seen" when closed', async () => {
    renderWithProviders(<Page />);
    act(() => jest.advanceTimersByTime(1900));
    expect(screen.queryByTestId('tour-dialog')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(await screen.findByRole('dialog', { name: /Welcome!/ })).toBeInTheDocument();
    expect(window.localStorage.getItem(TOUR_FIRST_VISIT_KEY)).not.toBeNull();
    expect(screen.getByText('Step 1 of 7')).toBeInTheDocument();

    await user().click(screen.getByRole('button', { name: 'Close tour' }));
    expect(window.localStorage.getItem(TOUR_SEEN_KEY)).toBe('true');
  });

  it('opens by itself only once the loaded page is idle, so its code never competes with the first screen', async () => {
    const idle: Array<() => void> = [];
    const win = window as unknown as { requestIdleCallback?: (callback: () => void) => number };
    win.requestIdleCallback = (callback) => idle.push(callback);
    try {
      renderWithProviders(<Page />);
      act(() => jest.advanceTimersByTime(5000));
      expect(idle).toHaveLength(1);
      expect(screen.queryByTestId('tour-dialog')).not.toBeInTheDocument();
      expect(window.localStorage.getItem(TOUR_FIRST_VISIT_KEY)).toBeNull();
      act(() => idle[0]());
      expect(await screen.findByRole('dialog', { name: /Welcome!/ })).toBeInTheDocument();
      expect(window.localStorage.getItem(TOUR_FIRST_VISIT_KEY)).not.toBeNull();
    } finally {
      delete win.requestIdleCallback;
    }
  });

  it.each(['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'])(
    'never opens by itself over a visitor who has started doing something (%s)',
    (type) => {
      renderWithProviders(<Page />);
      act(() => jest.advanceTimersByTime(1000));
      act(() => void window.dispatchEvent(new Event(type)));
      act(() => jest.advanceTimersByTime(10_000));
      expect(screen.queryByTestId('tour-dialog')).not.toBeInTheDocument();
    },
  );

  it('stays closed when the visitor acts while it waits for an idle moment', async () => {
    const idle: Array<() => void> = [];
    const win = window as unknown as { requestIdleCallback?: (callback: () => void) => number };
    win.requestIdleCallback = (callback) => idle.push(callback);
    try {
      renderWithProviders(<Page />);
      act(() => jest.advanceTimersByTime(3000));
      expect(idle).toHaveLength(1);
      act(() => void window.dispatchEvent(new Event('pointerdown')));
      await act(async () => idle[0]());
      act(() => jest.advanceTimersByTime(5000));
      expect(screen.queryByTestId('tour-dialog')).not.toBeInTheDocument();
    } finally {
      delete win.requestIdleCallback;
    }
  });

  it('stays closed for a visitor who has seen it', () => {
    window.localStorage.setItem(TOUR_SEEN_KEY, 'true');
    renderWithProviders(<Page />);
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByTestId('tour-dialog')).not.toBeInTheDocument();
  });

  it('walks the seven steps with progress, Previous/Next and dots, scrolling to and highlighting each section', async () => {
    window.localStorage.setItem(TOUR_SEEN_KEY, 'true');
    renderWithProviders(<Page />);
    await user().click(screen.getByRole('button', { name: 'Start the interactive tour' }));
    // The dialog's code arrives on the first opening.
    expect(await screen.findByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Tour progress' })).toHaveAttribute(
      'aria-valuenow',
      String(Math.round(100 / 7)),
    );

    await user().click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Step 2 of 7')).toBeInTheDocument();
    const services = document.getElementById('services')!;
    expect(services).not.toHaveAttribute('data-tour-highlight');
    act(() => jest.advanceTimersByTime(500));
    expect(services.scrollIntoView).toHaveBeenCalled();
    expect(services).toHaveAttribute('data-tour-highlight', 'true');
    act(() => jest.advanceTimersByTime(3000));
    expect(services).not.toHaveAttribute('data-tour-highlight');

    await user().click(screen.getByRole('button', { name: "Go to step 6: Let's Connect" }));
    expect(screen.getByRole('dialog', { name: /Let's Connect/ })).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Step 5 of 7')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Next' }));
    await user().click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: 'Finish' })).toBeInTheDocument();
  });

  it('reopens at step 1 from the Tour button and on the start-walkthrough event', async () => {
    window.localStorage.setItem(TOUR_SEEN_KEY, 'true');
    renderWithProviders(<Page />);
    await user().click(screen.getByRole('button', { name: 'Start the interactive tour' }));
    await user().click(await screen.findByRole('button', { name: 'Next' }));
    await user().click(screen.getByRole('button', { name: 'Close tour' }));

    act(() => startWalkthrough()); // the navigation's Tour button: activates the trigger element
    expect(await screen.findByText('Step 1 of 7')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Close tour' }));

    act(() => {
      window.dispatchEvent(new Event('start-walkthrough'));
    });
    expect(await screen.findByText('Step 1 of 7')).toBeInTheDocument();
  });
});

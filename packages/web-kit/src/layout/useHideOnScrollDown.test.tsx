import { useRef } from 'react';
import { act, render, screen } from '@testing-library/react';
import { useHideOnScrollDown } from './useHideOnScrollDown';

function FloatingProbe() {
  const ref = useRef<HTMLDivElement>(null);
  const shown = useHideOnScrollDown(ref, { hideOnScrollDown: false });
  return (
    <div ref={ref} data-testid="floating" data-shown={String(shown)}>
      <button type="button">Float</button>
    </div>
  );
}

/** jsdom lays nothing out: the floating box gets a size, and hit testing answers what the test puts under it. */
let under: Element[] = [];
const elementsFromPoint = jest.fn(() => under);

beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', { configurable: true, get: () => 48 });
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => 48 });
  Object.defineProperty(document, 'elementsFromPoint', { configurable: true, value: elementsFromPoint });
});

afterAll(() => {
  delete (HTMLElement.prototype as { offsetWidth?: number }).offsetWidth;
  delete (HTMLElement.prototype as { offsetHeight?: number }).offsetHeight;
});

beforeEach(() => {
  jest.useFakeTimers();
  under = [];
  elementsFromPoint.mockClear();
});

afterEach(() => jest.useRealTimers());

describe('useHideOnScrollDown', () => {
  it('does no work on a page where nothing changes (no hit testing on a timer)', () => {
    render(<FloatingProbe />);
    const atMount = elementsFromPoint.mock.calls.length;
    expect(atMount).toBe(9);
    act(() => jest.advanceTimersByTime(10_000));
    expect(elementsFromPoint).toHaveBeenCalledTimes(atMount);
  });

  it('slides away within 400 ms when content arriving without a scroll puts a link under it', async () => {
    render(<FloatingProbe />);
    expect(screen.getByTestId('floating').dataset.shown).toBe('true');
    const link = document.createElement('a');
    link.href = '/booking';
    link.textContent = 'Book';
    under = [link];
    // A mutation observer's callback is a microtask: let it run.
    await act(async () => {
      document.body.appendChild(link);
    });
    act(() => jest.advanceTimersByTime(450));
    expect(screen.getByTestId('floating').dataset.shown).toBe('false');
    // Gone again: it comes back after the next change.
    under = [];
    await act(async () => {
      link.remove();
    });
    act(() => jest.advanceTimersByTime(450));
    expect(screen.getByTestId('floating').dataset.shown).toBe('true');
  });

  it('checks at once on a scroll', () => {
    render(<FloatingProbe />);
    elementsFromPoint.mockClear();
    act(() => {
      window.dispatchEvent(new Event('scroll'));
      jest.advanceTimersByTime(20);
    });
    expect(elementsFromPoint).toHaveBeenCalledTimes(9);
  });
});

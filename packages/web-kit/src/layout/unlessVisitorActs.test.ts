import { unlessVisitorActs } from './unlessVisitorActs';

describe('unlessVisitorActs', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('opens after the delay over a visitor who has done nothing', () => {
    const open = jest.fn();
    unlessVisitorActs(2000, open);
    jest.advanceTimersByTime(1999);
    expect(open).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(open).toHaveBeenCalledTimes(1);
    expect(open.mock.calls[0][0]()).toBe(true);
  });

  it('never opens once the visitor scrolls, taps or types', () => {
    for (const type of ['wheel', 'pointerdown', 'keydown', 'scroll', 'touchstart']) {
      const open = jest.fn();
      unlessVisitorActs(2000, open);
      window.dispatchEvent(new Event(type));
      jest.advanceTimersByTime(5000);
      expect(open).not.toHaveBeenCalled();
    }
  });

  it('never opens over a page the visitor scrolled before it started listening', () => {
    Object.defineProperty(window, 'scrollY', { value: 400, configurable: true });
    const open = jest.fn();
    unlessVisitorActs(2000, open);
    jest.advanceTimersByTime(5000);
    expect(open).not.toHaveBeenCalled();
  });
});

import { act } from 'react';

/**
 * A stand-in for the browser's IntersectionObserver that the test drives: `nearViewport(id)` tells every observer of
 * the element with that id that it came into view. Like the real one, it never reports an element that is no
 * longer in the document.
 */
const observed: { target: Element; callback: IntersectionObserverCallback }[] = [];

class TestIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    observed.push({ target, callback: this.callback });
  }
  disconnect() {}
  unobserve() {}
}

type ObserverWindow = { IntersectionObserver?: unknown };

export function installTestViewport(): void {
  observed.length = 0;
  (window as unknown as ObserverWindow).IntersectionObserver = TestIntersectionObserver;
}

export function removeTestViewport(): void {
  delete (window as unknown as ObserverWindow).IntersectionObserver;
}

/** The ids of the elements observed so far. */
export const observedIds = (): string[] => observed.map((o) => o.target.id);

export const nearViewport = (id: string) =>
  act(async () => {
    for (const { target, callback } of observed) {
      if (target.id === id && target.isConnected) {
        callback([{ isIntersecting: true, target } as IntersectionObserverEntry], {} as IntersectionObserver);
      }
    }
  });

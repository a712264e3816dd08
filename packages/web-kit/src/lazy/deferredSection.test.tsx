import { act, render, screen } from '@testing-library/react';
import { deferredSection, whenNearViewport } from './deferredSection';

function Booking() {
  return <section id="booking">Book your session</section>;
}

describe(deferredSection.name, () => {
  it('renders in the browser behind a placeholder of the given height, then the section', async () => {
    const Section = deferredSection(async () => ({ default: Booking }), { anchorId: 'booking', minHeight: 640 });
    const { container } = render(<Section />);
    expect(container.querySelector('#booking')).toHaveStyle({ minHeight: '640px' });
    expect(await screen.findByText('Book your session')).toBeInTheDocument();
  });

  it('waits for the server-rendered section to near the viewport before loading its code', async () => {
    const observers: { callback: IntersectionObserverCallback; target?: Element }[] = [];
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
      private readonly entry: { callback: IntersectionObserverCallback; target?: Element };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.target = target;
      }
      disconnect() {}
    };
    document.body.innerHTML = '<section id="contact">server markup</section>';
    let near = false;
    const waiting = whenNearViewport('contact').then(() => (near = true));
    await Promise.resolve();
    expect(near).toBe(false);
    expect(observers[0].target?.id).toBe('contact');
    await act(async () => {
      observers[0].callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
      await waiting;
    });
    expect(near).toBe(true);
    delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
  });
});

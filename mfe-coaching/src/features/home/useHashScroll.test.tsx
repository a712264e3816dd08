import { act } from '@testing-library/react';
import { renderWithProviders } from '@app/web-kit/testing';
import { useHashScroll } from './useHashScroll';

function Page({ prepare }: { prepare: (id: string) => Promise<unknown> }) {
  useHashScroll(prepare);
  return <section id="contact" />;
}

describe(useHashScroll.name, () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('scrolls to /#contact once the sections above it have their code, so it lands where the section ends up', async () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    let sectionsLoaded: () => void = () => {};
    const prepare = jest.fn(() => new Promise<void>((resolve) => (sectionsLoaded = resolve)));
    renderWithProviders(<Page prepare={prepare} />, { route: '/#contact' });

    expect(prepare).toHaveBeenCalledWith('contact');
    act(() => jest.advanceTimersByTime(2000));
    expect(scrollIntoView).not.toHaveBeenCalled();

    await act(async () => sectionsLoaded());
    act(() => jest.advanceTimersByTime(100));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('contact'));
  });
});

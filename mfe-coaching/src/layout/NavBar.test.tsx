import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@app/web-kit/testing';
import { NavBar } from './NavBar';
import { MOBILE_QUERY } from './useIsMobile';

function emulateWidth(mobile: boolean) {
  window.matchMedia = (query: string) => ({
    matches: mobile && query === MOBILE_QUERY,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  });
}

function HomeSections() {
  return (
    <>
      <NavBar />
      {['services', 'subscriptions', 'reviews', 'booking', 'contact', 'help'].map((id) => (
        <section key={id} id={id} />
      ))}
    </>
  );
}

describe(NavBar.name, () => {
  beforeEach(() => {
    window.localStorage.clear();
    Element.prototype.scrollIntoView = jest.fn();
  });

  it('links to Lunar Light, the sections and the phone, and scrolls smoothly on the home page', async () => {
    emulateWidth(false);
    const user = userEvent.setup();
    renderWithProviders(<HomeSections />);
    expect(screen.getByRole('link', { name: 'Lunar Light' })).toHaveAttribute('href', '/lunar-light');
    for (const name of ['Services', 'Plans', 'Reviews', 'Book Session', 'Contact', 'Help']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Call (555) 010-2200' })).toHaveAttribute('href', 'tel:5550102200');
    expect(screen.getByRole('link', { name: 'Call (555) 010-2200' })).toHaveTextContent('(555) 010-2200');
    expect(screen.getByRole('button', { name: 'Tour' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Book Session' }));
    expect(document.getElementById('booking')!.scrollIntoView).toHaveBeenCalledWith({
      behavior: 'smooth',
      block: 'start',
    });
  });

  it('shows a sun in dark mode and a moon in light mode', async () => {
    emulateWidth(false);
    const user = userEvent.setup();
    renderWithProviders(<NavBar />);
    expect(screen.getByTestId('sun-icon')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(screen.getByTestId('moon-icon')).toBeInTheDocument();
    expect(document.documentElement).toHaveClass('light');
    expect(window.localStorage.getItem('lunar-light-theme')).toBe('light');
  });

  it('on mobile, collapses the links into a menu that says "Help & FAQ" and closes after a choice', async () => {
    emulateWidth(true);
    const user = userEvent.setup();
    renderWithProviders(<HomeSections />);
    expect(screen.queryByRole('link', { name: 'Services' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('link', { name: 'Help & FAQ' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Plans' }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Help & FAQ' })).not.toBeInTheDocument());
    // Scrolling waits for the menu to finish collapsing, so the page no longer shifts under it.
    await waitFor(() => expect(document.getElementById('subscriptions')!.scrollIntoView).toHaveBeenCalled());
  });
});

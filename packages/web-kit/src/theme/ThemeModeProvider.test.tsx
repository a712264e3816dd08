import { act, render, screen } from '@testing-library/react';
import { THEME_STORAGE_KEY, ThemeModeProvider, preferredMode, useThemeMode } from './ThemeModeProvider';

function Toggle() {
  const { mode, toggleMode } = useThemeMode();
  return <button onClick={toggleMode}>mode:{mode}</button>;
}

describe(ThemeModeProvider.name, () => {
  beforeEach(() => {
    window.localStorage.clear();
    document.documentElement.className = '';
    document.body.className = '';
  });

  it('defaults to dark and applies the class on the root element and body', () => {
    render(
      <ThemeModeProvider brand="coaching">
        <Toggle />
      </ThemeModeProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('mode:dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(document.body).toHaveClass('dark');
  });

  it('persists the choice under lunar-light-theme and restores it', () => {
    const { unmount } = render(
      <ThemeModeProvider brand="lunar">
        <Toggle />
      </ThemeModeProvider>,
    );
    act(() => screen.getByRole('button').click());
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(document.documentElement).toHaveClass('light');
    expect(document.documentElement).not.toHaveClass('dark');
    unmount();
    render(
      <ThemeModeProvider brand="lunar">
        <Toggle />
      </ThemeModeProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('mode:light');
  });
});

describe(preferredMode.name, () => {
  const setCookie = (value: string) => (document.cookie = `lunar-light-theme=${value}; path=/`);
  afterEach(() => {
    window.localStorage.clear();
    document.cookie = 'lunar-light-theme=; path=/; max-age=0';
  });

  it("is storage's choice when it has one, whatever the cookie says (a cookie cleared or stale)", () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'light');
    setCookie('dark');
    expect(preferredMode()).toBe('light');
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    setCookie('light');
    expect(preferredMode()).toBe('dark');
  });

  it("is the cookie's without a stored choice, else dark", () => {
    setCookie('light');
    expect(preferredMode()).toBe('light');
    document.cookie = 'lunar-light-theme=; path=/; max-age=0';
    expect(preferredMode()).toBe('dark');
  });
});

describe('ThemeModeProvider given the mode to render in', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps it after the first render and stores it, so markup hydrated in it is never left in another mode', async () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'light');
    render(
      <ThemeModeProvider brand="lunar" initialMode="dark">
        <Toggle />
      </ThemeModeProvider>,
    );
    await act(async () => undefined);
    expect(screen.getByRole('button')).toHaveTextContent('mode:dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(document.cookie).toContain('lunar-light-theme=dark');
  });
});

describe('ThemeModeProvider across bundles', () => {
  it('lets a second copy of web-kit (a remote) read the provider of the first (the shell)', () => {
    // Each federated app bundles its own web-kit but shares React: isolateModules gives this test a second,
    // separate copy of web-kit, with React (a federation singleton) kept the same.
    const sharedReact = jest.requireActual('react');
    let remoteCopy!: typeof import('./ThemeModeProvider');
    jest.isolateModules(() => {
      jest.doMock('react', () => sharedReact);
      remoteCopy = require('./ThemeModeProvider');
    });
    expect(remoteCopy.useThemeMode).not.toBe(useThemeMode);
    function RemoteToggle() {
      const { mode } = remoteCopy.useThemeMode();
      return <span>remote:{mode}</span>;
    }
    window.localStorage.setItem(THEME_STORAGE_KEY, 'light');
    render(
      <ThemeModeProvider brand="coaching">
        <RemoteToggle />
      </ThemeModeProvider>,
    );
    expect(screen.getByText('remote:light')).toBeInTheDocument();
  });
});

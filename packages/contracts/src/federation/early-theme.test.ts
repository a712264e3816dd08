import { EARLY_THEME_SCRIPT } from './early-theme';

/** Runs the inline script against a document whose cookie is `cookie` and a storage holding `stored`. */
function run(cookie: string, stored: string | null | Error): string {
  const document = { cookie };
  const localStorage = {
    getItem: () => {
      if (stored instanceof Error) throw stored;
      return stored;
    },
  };
  // The script is text, as the page carries it; it reads the page's globals, given here as arguments.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  new Function('document', 'localStorage', EARLY_THEME_SCRIPT)(document, localStorage);
  return document.cookie;
}

const WRITTEN = (mode: string) => `lunar-light-theme=${mode}; path=/; max-age=31536000; samesite=lax`;

describe('EARLY_THEME_SCRIPT', () => {
  it('writes the stored choice into a missing or disagreeing cookie', () => {
    expect(run('', 'light')).toBe(WRITTEN('light'));
    expect(run('a=1; lunar-light-theme=dark', 'light')).toBe(WRITTEN('light'));
    expect(run('lunar-light-theme=light; b=2', 'dark')).toBe(WRITTEN('dark'));
  });

  it('leaves an agreeing cookie alone', () => {
    expect(run('a=1; lunar-light-theme=light; b=2', 'light')).toBe('a=1; lunar-light-theme=light; b=2');
  });

  it('keeps the cookie when storage holds no choice, or cannot be read', () => {
    expect(run('lunar-light-theme=light', null)).toBe('lunar-light-theme=light');
    expect(run('', 'purple')).toBe('');
    expect(run('lunar-light-theme=dark', new Error('storage disabled'))).toBe('lunar-light-theme=dark');
  });
});

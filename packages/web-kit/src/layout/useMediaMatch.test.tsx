import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { useMediaMatch } from './useMediaMatch';

const PHONE = '(max-width: 767.98px)';
let phone = true;
const changeListeners = new Set<() => void>();

beforeAll(() => {
  window.matchMedia = ((query: string) => ({
    matches: phone && query === PHONE,
    media: query,
    addEventListener: (_: string, listener: () => void) => changeListeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => changeListeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

beforeEach(() => {
  phone = true;
  changeListeners.clear();
});

/** Every value the component rendered with, in order. */
function probe() {
  const seen: (boolean | null)[] = [];
  function Layout() {
    const mobile = useMediaMatch(PHONE);
    seen.push(mobile);
    return <span>{String(mobile)}</span>;
  }
  return { Layout, seen };
}

describe('useMediaMatch', () => {
  it('renders null on the server, so the HTML holds both layouts for CSS to choose', () => {
    const { Layout } = probe();
    expect(renderToString(<Layout />)).toBe('<span>null</span>');
  });

  it("hydrates the server's null without a mismatch, then renders the answer", async () => {
    const { Layout, seen } = probe();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Layout />);
    const onRecoverableError = jest.fn();
    await act(async () => {
      hydrateRoot(container, <Layout />, { onRecoverableError });
    });
    expect(seen[0]).toBeNull();
    expect(seen.at(-1)).toBe(true);
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.textContent).toBe('true');
  });

  it('mounted in the browser later (a dialog, a client-side navigation), it has the answer in its first render', async () => {
    const { Layout, seen } = probe();
    const container = document.createElement('div');
    await act(async () => {
      createRoot(container).render(<Layout />);
    });
    expect(seen[0]).toBe(true);
    expect(seen).not.toContain(null);
  });

  it('follows the query when it changes (a rotated phone)', async () => {
    const { Layout } = probe();
    const container = document.createElement('div');
    await act(async () => {
      createRoot(container).render(<Layout />);
    });
    phone = false;
    await act(async () => {
      changeListeners.forEach((listener) => listener());
    });
    expect(container.textContent).toBe('false');
  });
});

import { setUpPwa, type PwaEnvironment } from './pwa';

function env(overrides: Partial<PwaEnvironment> = {}, serviceWorker: boolean = true) {
  const register = jest.fn().mockResolvedValue({});
  const loaded: Array<() => void> = [];
  const value: PwaEnvironment = {
    document,
    navigator: { webdriver: false, ...(serviceWorker ? { serviceWorker: { register } } : {}) },
    onLoad: (cb) => void loaded.push(cb),
    production: true,
    nativeApp: false,
    warn: jest.fn(),
    ...overrides,
  };
  return { value, register, load: () => loaded.forEach((cb) => cb()) };
}

afterEach(() => document.head.querySelectorAll('link').forEach((l) => l.remove()));

describe('setUpPwa', () => {
  it('links the manifest once and registers /sw.js for the whole site after load', () => {
    const { value, register, load } = env();
    expect(setUpPwa(value)).toBe('registering');
    expect(setUpPwa(value)).toBe('registering');
    expect(document.head.querySelectorAll('link[rel="manifest"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    expect(register).not.toHaveBeenCalled();
    load();
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it.each([
    ['development', { production: false }],
    ['automation', { navigator: { webdriver: true, serviceWorker: { register: jest.fn() } } }],
    ['native-app', { nativeApp: true }],
  ] as const)('does not register in %s', (result, overrides) => {
    const { value, register, load } = env(overrides);
    expect(setUpPwa(value)).toBe(result);
    load();
    expect(register).not.toHaveBeenCalled();
  });

  it('without service worker support the manifest is still linked', () => {
    const { value } = env({}, false);
    expect(setUpPwa(value)).toBe('unsupported');
    expect(document.head.querySelector('link[rel="manifest"]')).not.toBeNull();
  });

  it('a failed registration is only a warning', async () => {
    const { value, register, load } = env();
    register.mockRejectedValue(new Error('insecure origin'));
    setUpPwa(value);
    load();
    await Promise.resolve();
    await Promise.resolve();
    expect(value.warn).toHaveBeenCalledWith('Service worker registration failed', expect.any(Error));
  });
});

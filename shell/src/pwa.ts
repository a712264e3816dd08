/**
 * Makes the shell installable on a phone: links the web app manifest and registers the service worker
 * (both served from shell/public). The worker itself is deliberately conservative; see public/sw.js.
 */
export interface PwaEnvironment {
  document: Pick<Document, 'head' | 'createElement' | 'querySelector'>;
  navigator: Pick<Navigator, 'webdriver'> & { serviceWorker?: Pick<ServiceWorkerContainer, 'register'> };
  /** Calls back once the page has loaded, so registering never competes with the first render's downloads. */
  onLoad: (callback: () => void) => void;
  production: boolean;
  /** Inside the Capacitor app the files ship with the app; a worker there only adds a stale copy. */
  nativeApp: boolean;
  warn: (message: string, detail: unknown) => void;
}

export type PwaResult = 'registering' | 'unsupported' | 'development' | 'automation' | 'native-app';

function linkManifest(doc: PwaEnvironment['document']) {
  if (doc.querySelector('link[rel="manifest"]')) return;
  const manifest = doc.createElement('link');
  manifest.rel = 'manifest';
  manifest.href = '/manifest.webmanifest';
  const touchIcon = doc.createElement('link');
  touchIcon.rel = 'apple-touch-icon';
  touchIcon.href = '/icons/apple-touch-icon.png';
  doc.head.append(manifest, touchIcon);
}

export function setUpPwa(env: PwaEnvironment = browserPwaEnvironment()): PwaResult {
  linkManifest(env.document);
  const sw = env.navigator.serviceWorker;
  if (!sw) return 'unsupported';
  // The dev server's hot reload and a caching worker fight over the same files.
  if (!env.production) return 'development';
  // Automated browsers (the e2e suites) must not carry cached files from one test into the next.
  if (env.navigator.webdriver) return 'automation';
  if (env.nativeApp) return 'native-app';
  env.onLoad(() => {
    sw.register('/sw.js', { scope: '/' }).catch((error: unknown) =>
      env.warn('Service worker registration failed', error),
    );
  });
  return 'registering';
}

function browserPwaEnvironment(): PwaEnvironment {
  const capacitor = (window as Window & { Capacitor?: { isNativePlatform?: () => boolean } }).Capacitor;
  return {
    document,
    navigator,
    onLoad: (callback) =>
      document.readyState === 'complete' ? callback() : window.addEventListener('load', callback, { once: true }),
    production: process.env.NODE_ENV === 'production',
    nativeApp: capacitor?.isNativePlatform?.() === true,
    warn: (message, detail) => console.warn(message, detail),
  };
}

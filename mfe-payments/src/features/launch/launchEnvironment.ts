/**
 * Everything launchPayment touches outside itself. The default reads the real window; tests pass their own,
 * which is what makes the whole §4 decision table checkable without a browser or a phone.
 */
import { DEFAULT_BRANDS, type BrandId, type BrandSettings } from '@app/contracts';
import { getBrandSettings } from '@app/web-kit';

/** What window.open hands back that we use: `null` means a pop-up blocker refused it. */
export interface OpenedWindow {
  opener: unknown;
}

export interface LaunchEnvironment {
  /** window.open(url, '_blank'). */
  open(url: string): OpenedWindow | null;
  /** Same-tab navigation (location.assign). */
  navigate(url: string): void;
  userAgent: string;
  /** The page's own address, for the capacitor:// scheme and for absolute URLs. */
  href: string;
  /** `window.Capacitor`, which the native wrapper injects before the page runs. */
  capacitor?: { isNativePlatform?: () => boolean } | null;
  /** @capacitor/browser's in-app browser. */
  openInAppBrowser(options: { url: string; toolbarColor: string }): Promise<void>;
  wait(ms: number): Promise<void>;
  logError(message: string, detail?: unknown): void;
  brandSettings(brand: BrandId): BrandSettings;
}

/**
 * User-agent markers the two wrapped apps append (capacitor.config.ts `appendUserAgent`), for builds where the
 * page runs before the bridge object exists (e.g. a live-reload server).
 */
export const MOBILE_APP_USER_AGENT_MARKERS = ['LifeCoachingApp', 'LunarLightApp'] as const;

/** §4 "Mobile wrapper detection": the wrapper object, the apps' user-agent markers, or a capacitor scheme. */
export function isMobileWrapper(env: Pick<LaunchEnvironment, 'capacitor' | 'userAgent' | 'href'>): boolean {
  // On the web @capacitor/core also defines window.Capacitor, so only a native platform counts.
  if (env.capacitor?.isNativePlatform?.() === true) return true;
  if (MOBILE_APP_USER_AGENT_MARKERS.some((marker) => env.userAgent.includes(marker))) return true;
  return /^capacitor:/i.test(env.href);
}

/**
 * An embedded web view of another app (Android WebView "; wv)", iOS WKWebView without "Safari", the in-app
 * browsers of Facebook/Instagram/Line): new tabs there are unreliable or silently dropped.
 */
export function isMobileWebView(userAgent: string): boolean {
  if (/; wv\)/.test(userAgent)) return true;
  if (/FBAN|FBAV|Instagram|Line\//.test(userAgent)) return true;
  return /(iPhone|iPod|iPad).*AppleWebKit(?!.*Safari)/i.test(userAgent);
}

type CapacitorWindow = Window & { Capacitor?: LaunchEnvironment['capacitor'] };

export function browserEnvironment(): LaunchEnvironment {
  const w = window as CapacitorWindow;
  return {
    open: (url) => w.open(url, '_blank'),
    navigate: (url) => w.location.assign(url),
    userAgent: w.navigator.userAgent,
    href: w.location.href,
    capacitor: w.Capacitor ?? null,
    // Loaded only inside the app, so web visitors never download the plugin.
    openInAppBrowser: async (options) => {
      const { Browser } = await import('@capacitor/browser');
      await Browser.open(options);
    },
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    logError: (message, detail) => console.error(message, detail),
    brandSettings: (brand) => (typeof window === 'undefined' ? DEFAULT_BRANDS[brand] : getBrandSettings(brand)),
  };
}

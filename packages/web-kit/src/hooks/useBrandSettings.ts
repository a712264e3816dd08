import { useSyncExternalStore } from 'react';
import { DEFAULT_BRANDS, type BrandId, type BrandSettings } from '@app/contracts';

type Brands = Record<BrandId, BrandSettings>;

let current: Brands = DEFAULT_BRANDS;
let requested = false;
const listeners = new Set<() => void>();

function load() {
  if (requested || typeof fetch === 'undefined') return;
  requested = true;
  fetch(`${window.location.origin}/api/brands`, { credentials: 'include' })
    .then((res) => (res.ok ? (res.json() as Promise<Brands>) : null))
    .then((brands) => {
      if (!brands) return;
      // A brand whose settings did not change keeps its object, and nobody is told when none did: a change reaches
      // every reader (the navigation bar, the hero, the footer…) in one synchronous re-render, ~35 ms on `/` here.
      const next = { ...current };
      let changed = false;
      for (const id of Object.keys(brands) as BrandId[]) {
        if (JSON.stringify(brands[id]) === JSON.stringify(current[id])) continue;
        next[id] = brands[id];
        changed = true;
      }
      if (!changed) return;
      current = next;
      listeners.forEach((l) => l());
    })
    .catch(() => {
      // Offline or API down: the built-in defaults still give a usable phone number and links.
      requested = false;
    });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  load();
  return () => listeners.delete(listener);
}

/**
 * The same settings outside React (e.g. a click handler that must open a payment link synchronously, before a
 * pop-up blocker would object to an await). Starts the load on first use; built-in defaults until it lands.
 */
export function getBrandSettings(brand: BrandId): BrandSettings {
  load();
  return current[brand];
}

/** Brand phone, e-mail, hours and payment links from GET /api/brands (environment overrides), defaults until loaded. */
export function useBrandSettings(brand: BrandId): BrandSettings {
  // While hydrating: the built-in defaults the server rendered with, even if the settings arrived already.
  return useSyncExternalStore(
    subscribe,
    () => current[brand],
    () => DEFAULT_BRANDS[brand],
  );
}

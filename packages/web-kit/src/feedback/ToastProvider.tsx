import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ProviderContext } from 'notistack';
import { ToasterContext, type ToastKey, type ToastRequest, type Toaster } from '@app/web-kit/toast';

/** SPEC §9: one toast at a time, 5000 ms by default. */
export const TOAST_DEFAULTS = { maxSnack: 1, autoHideDuration: 5000 } as const;

type Notistack = typeof import('notistack');

let loaded: Notistack | null = null;

/** Loads notistack now (a page about to toast, or a test that checks a toast in the same tick as its cause). */
export async function preloadToasts(): Promise<Notistack> {
  loaded ??= await import('notistack');
  return loaded;
}

const optionsOf = (request: ToastRequest) => ({ variant: request.variant, autoHideDuration: request.autoHideDuration });

/**
 * Toasts on notistack, loaded when first needed (issue 31: 8 KB gzip and its style engine's start-up on every first
 * screen, for something most visits never show): on the visitor's first tap or key press, since a toast mostly
 * answers one, or on the first toast. A toast asked for before notistack arrives waits in a queue and shows on
 * arrival; a failed download is tried again by the next toast.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [notistack, setNotistack] = useState<Notistack | null>(loaded);
  const snackbars = useRef<ProviderContext | null>(null);
  const queue = useRef<{ key: ToastKey; request: ToastRequest }[]>([]);
  const loading = useRef(false);

  const load = useCallback(() => {
    if (loading.current || snackbars.current) return;
    loading.current = true;
    preloadToasts().then(setNotistack, () => {
      loading.current = false;
    });
  }, []);

  const toaster = useMemo<Toaster>(() => {
    let queued = 0;
    return {
      show: (request) => {
        if (snackbars.current) return snackbars.current.enqueueSnackbar(request.content, optionsOf(request));
        const key = `queued-toast-${++queued}`;
        queue.current.push({ key, request });
        load();
        return key;
      },
      dismiss: (key) => {
        if (snackbars.current) return snackbars.current.closeSnackbar(key);
        queue.current = key === undefined ? [] : queue.current.filter((waiting) => waiting.key !== key);
      },
    };
  }, [load]);

  useEffect(() => {
    const events = ['pointerdown', 'keydown'] as const;
    events.forEach((type) => window.addEventListener(type, load, { once: true, passive: true, capture: true }));
    return () => events.forEach((type) => window.removeEventListener(type, load, { capture: true }));
  }, [load]);

  const onReady = useCallback((ready: ProviderContext) => {
    snackbars.current = ready;
    for (const { key, request } of queue.current.splice(0)) {
      ready.enqueueSnackbar(request.content, { ...optionsOf(request), key });
    }
  }, []);

  return (
    <ToasterContext.Provider value={toaster}>
      {children}
      {notistack && (
        <notistack.SnackbarProvider
          maxSnack={TOAST_DEFAULTS.maxSnack}
          autoHideDuration={TOAST_DEFAULTS.autoHideDuration}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        >
          <SnackbarsReady useSnackbar={notistack.useSnackbar} onReady={onReady} />
        </notistack.SnackbarProvider>
      )}
    </ToasterContext.Provider>
  );
}

/** Hands notistack's functions to the provider once its SnackbarProvider is mounted. */
function SnackbarsReady({
  useSnackbar,
  onReady,
}: {
  useSnackbar: Notistack['useSnackbar'];
  onReady: (ready: ProviderContext) => void;
}) {
  const snackbars = useSnackbar();
  useEffect(() => onReady(snackbars), [snackbars, onReady]);
  return null;
}

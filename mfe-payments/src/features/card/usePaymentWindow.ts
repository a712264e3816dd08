import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PAYMENT_WINDOW_CLOSE_MS, PAYMENT_WINDOW_MESSAGE_TYPE, type PaymentWindowMessage } from '@app/contracts';

/** How long after window.close() a window that is still here is taken as one the browser would not close. */
const CLOSE_CHECK_MS = 300;

export type WindowState = 'form' | 'closing' | 'stays-open';

/**
 * The life of the card window (SPEC §4: success, then close 3 s later; "Back to Booking" closes it).
 * Browsers only let a script close a window a script opened, so a window reached by a typed or shared link
 * stays open and shows its success state instead of pretending to close.
 */
export function usePaymentWindow(bookingPath: string) {
  const navigate = useNavigate();
  const [state, setState] = useState<WindowState>('form');
  // Read after mount: the page may be rendered on the server, where there is no window (and no opener).
  const openedByScript = useRef(false);
  const timers = useRef<Array<ReturnType<typeof setTimeout>>>([]);
  useEffect(() => {
    openedByScript.current = !!window.opener;
    // The same array for the page's life (later() pushes into it): at unmount it holds every timer still set.
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  const later = (fn: () => void, ms: number) => timers.current.push(setTimeout(fn, ms));

  const closeOr = useCallback((fallback: () => void) => {
    window.close();
    later(() => {
      if (!window.closed) fallback();
    }, CLOSE_CHECK_MS);
  }, []);

  const complete = useCallback(
    (message: Omit<PaymentWindowMessage, 'type' | 'status'>) => {
      const opener = window.opener as Window | null;
      try {
        opener?.postMessage({ type: PAYMENT_WINDOW_MESSAGE_TYPE, status: 'paid', ...message }, window.location.origin);
      } catch {
        // An opener on another origin (or gone) does not get told; the window's own success state still shows.
      }
      if (!openedByScript.current) {
        setState('stays-open');
        return;
      }
      setState('closing');
      later(() => closeOr(() => setState('stays-open')), PAYMENT_WINDOW_CLOSE_MS);
    },
    [closeOr],
  );

  const backToBooking = useCallback(() => {
    if (openedByScript.current) closeOr(() => void navigate(bookingPath));
    else void navigate(bookingPath);
  }, [bookingPath, closeOr, navigate]);

  return { state, complete, backToBooking };
}

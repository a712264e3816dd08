/**
 * The one channel every app's toasts go through (web-kit's `./toast` export, a Module Federation singleton in
 * build-kit's shared.ts). The shell renders the provider and the remotes call `useToast`; both must see this very
 * context object, which a module compiled into each app separately would not be.
 */
import { createContext, type ReactNode } from 'react';

export type ToastKey = string | number;

export interface ToastRequest {
  content: ReactNode;
  variant: 'default' | 'success' | 'error' | 'info' | 'warning';
  /** Milliseconds; the provider's default when absent. */
  autoHideDuration?: number;
}

export interface Toaster {
  show: (request: ToastRequest) => ToastKey;
  /** One toast, or every toast when no key is given. */
  dismiss: (key?: ToastKey) => void;
}

export const ToasterContext = createContext<Toaster | null>(null);

import { useContext, useMemo } from 'react';
import Box from '@mui/material/Box';
import { ToasterContext, type ToastRequest } from '@app/web-kit/toast';

export interface ToastOptions {
  title: string;
  description?: string;
  /** 'destructive' is the spec's word for an error toast. */
  variant?: 'default' | 'success' | 'destructive' | 'info' | 'warning';
  /** Milliseconds; SPEC §9 default 5000 (booking/contact success 8000, subscription 10000). */
  duration?: number;
}

const VARIANTS: Record<NonNullable<ToastOptions['variant']>, ToastRequest['variant']> = {
  default: 'default',
  success: 'success',
  destructive: 'error',
  info: 'info',
  warning: 'warning',
};

const missingProvider = (): never => {
  throw new Error('useToast needs a ToastProvider above it (AppProviders renders one)');
};

/** Title + description toasts (one visible at a time), through the ToastProvider that AppProviders renders. */
export function useToast() {
  const toaster = useContext(ToasterContext);
  return useMemo(() => {
    if (!toaster) return { toast: missingProvider, dismiss: missingProvider };
    return {
      toast: ({ title, description, variant = 'default', duration }: ToastOptions) =>
        toaster.show({
          content: (
            <Box role="status" data-testid="toast">
              <Box component="strong" sx={{ display: 'block' }}>
                {title}
              </Box>
              {description && <Box component="span">{description}</Box>}
            </Box>
          ),
          variant: VARIANTS[variant],
          autoHideDuration: duration,
        }),
      dismiss: toaster.dismiss,
    };
  }, [toaster]);
}

import { useCallback } from 'react';
import { useSnackbar, type VariantType } from 'notistack';
import Box from '@mui/material/Box';

export interface ToastOptions {
  title: string;
  description?: string;
  /** 'destructive' is the spec's word for an error toast. */
  variant?: 'default' | 'success' | 'destructive' | 'info' | 'warning';
  /** Milliseconds; SPEC §9 default 5000 (booking/contact success 8000, subscription 10000). */
  duration?: number;
}

const VARIANTS: Record<NonNullable<ToastOptions['variant']>, VariantType> = {
  default: 'default',
  success: 'success',
  destructive: 'error',
  info: 'info',
  warning: 'warning',
};

/** Title + description toasts on notistack (one visible at a time, set by AppProviders). */
export function useToast() {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const toast = useCallback(
    ({ title, description, variant = 'default', duration }: ToastOptions) =>
      enqueueSnackbar(
        <Box role="status" data-testid="toast">
          <Box component="strong" sx={{ display: 'block' }}>
            {title}
          </Box>
          {description && <Box component="span">{description}</Box>}
        </Box>,
        { variant: VARIANTS[variant], autoHideDuration: duration },
      ),
    [enqueueSnackbar],
  );
  return { toast, dismiss: closeSnackbar };
}

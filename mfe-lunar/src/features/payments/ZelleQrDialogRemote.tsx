import { loadFederated, RemoteComponent } from '@app/web-kit';

const ZELLE_QR_DIALOG = 'mfe_payments/ZelleQrDialog';

/**
 * Starts fetching the dialog's code (another remote's expose) as a visitor reaches for a button that opens it, so
 * it opens at once on the click: RemoteComponent renders an expose already loaded without suspending.
 */
export function preloadZelleQrDialog(): void {
  loadFederated(ZELLE_QR_DIALOG).catch(() => undefined);
}

/** Props for the buttons that open the dialog: fetch it on hover, focus or touch. */
export const prefetchZelleQrProps = {
  onPointerEnter: preloadZelleQrDialog,
  onFocus: preloadZelleQrDialog,
  onTouchStart: preloadZelleQrDialog,
} as const;

interface ZelleQrDialogRemoteProps {
  open: boolean;
  onClose: () => void;
  serviceName: string;
  /** Integer cents, like every price in this app. */
  amount: number;
  /** The booking being paid: "Payment Sent" then tells the coach. */
  bookingId?: string;
}

/**
 * mfe_payments' Zelle QR dialog (service name, amount, QR image, recipient, six steps, "Payment Sent").
 * Mounted only while open: a closed dialog has nothing to show, and an unreachable remote should not put
 * its fallback notice into the page until someone actually asks for the QR code.
 */
export function ZelleQrDialogRemote({ open, onClose, serviceName, amount, bookingId }: ZelleQrDialogRemoteProps) {
  if (!open) return null;
  return (
    <RemoteComponent
      id={ZELLE_QR_DIALOG}
      props={{ open, onClose, brand: 'lunar', serviceName, amount, bookingId }}
      fallback={null}
    />
  );
}

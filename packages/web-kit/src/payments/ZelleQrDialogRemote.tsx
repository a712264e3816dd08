import type { BrandId, PlanType } from '@app/contracts';
import { loadFederated } from '../federation/remoteRegistry';
import { RemoteComponent } from '../federation/RemoteComponent';

const ZELLE_QR_DIALOG = 'mfe_payments/ZelleQrDialog';

/**
 * Starts fetching the dialog's code (mfe_payments' expose) as a visitor reaches for a button that opens it, so it
 * opens at once on the click: RemoteComponent renders an expose already loaded without suspending.
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

export interface ZelleQrDialogRemoteProps {
  open: boolean;
  onClose: () => void;
  brand: BrandId;
  serviceName: string;
  /** Integer cents, like every price in this app. */
  amount: number;
  /** For a monthly plan: the dialog words it as the plan's monthly payment. */
  plan?: PlanType;
  /** The booking being paid: "Payment Sent" then tells the coach. */
  bookingId?: string;
}

/**
 * mfe_payments' Zelle QR dialog (service name, amount, QR image, recipient, steps, "Payment Sent"), what a launch's
 * `show-zelle-qr` outcome asks for. Mounted only while open: a closed dialog has nothing to show, and an unreachable
 * remote should not put its fallback into the page until someone actually asks for the QR code.
 */
export function ZelleQrDialogRemote({ open, ...props }: ZelleQrDialogRemoteProps) {
  if (!open) return null;
  return <RemoteComponent id={ZELLE_QR_DIALOG} props={{ open, ...props }} fallback={null} />;
}

import { RemoteComponent } from '@app/web-kit';

interface ZelleQrDialogRemoteProps {
  open: boolean;
  onClose: () => void;
  serviceName: string;
  /** Integer cents, like every price in this app. */
  amount: number;
}

/**
 * mfe_payments' Zelle QR dialog (service name, amount, QR image, recipient, six steps, "Payment Sent").
 * Mounted only while open: a closed dialog has nothing to show, and an unreachable remote should not put
 * its fallback notice into the page until someone actually asks for the QR code.
 */
export function ZelleQrDialogRemote({ open, onClose, serviceName, amount }: ZelleQrDialogRemoteProps) {
  if (!open) return null;
  return (
    <RemoteComponent
      id="mfe_payments/ZelleQrDialog"
      props={{ open, onClose, brand: 'lunar', serviceName, amount }}
      fallback={null}
    />
  );
}

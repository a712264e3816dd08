import type { PlanType } from '@app/contracts';
import { RemoteComponent } from '@app/web-kit';

interface Props {
  open: boolean;
  onClose: () => void;
  serviceName: string;
  /** Integer cents. */
  amount: number;
  /** For a monthly plan: the dialog words it as the plan's monthly payment. */
  plan?: PlanType;
  /** The booking being paid: "Payment Sent" then tells the coach. */
  bookingId?: string;
}

/** mfe_payments' Zelle QR dialog, loaded only once it is first opened. */
export function ZelleQrDialogRemote({ open, onClose, serviceName, amount, plan, bookingId }: Props) {
  if (!open) return null;
  return (
    <RemoteComponent
      id="mfe_payments/ZelleQrDialog"
      props={{ open, onClose, brand: 'coaching', serviceName, amount, plan, bookingId }}
      fallback={null}
    />
  );
}

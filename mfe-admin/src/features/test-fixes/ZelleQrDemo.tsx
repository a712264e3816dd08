import { useState } from 'react';
import Button from '@mui/material/Button';
import QrCode from '@mui/icons-material/QrCode2';
import { GENERAL_CARD_PAYMENT } from '@app/contracts';
import { RemoteComponent } from '@app/web-kit';
import { DemoCard } from './DemoCard';

/**
 * The Zelle QR dialog is mfe-payments' expose, loaded at run time like the brand pages load it: this checks
 * the cross-remote path as well as the dialog. It mounts only when asked for, so the page never waits on it.
 */
export function ZelleQrDemo() {
  const [open, setOpen] = useState(false);
  return (
    <DemoCard id="zelle-qr" title="Zelle QR modal" description="Opens the payments remote's Zelle QR dialog.">
      <Button variant="contained" startIcon={<QrCode />} onClick={() => setOpen(true)}>
        Show Zelle QR code
      </Button>
      {open && (
        <RemoteComponent
          id="mfe_payments/ZelleQrDialog"
          props={{
            open: true,
            onClose: () => setOpen(false),
            brand: 'coaching',
            serviceName: GENERAL_CARD_PAYMENT.serviceName,
            // The dialog takes cents; the general payment is priced in whole dollars.
            amount: GENERAL_CARD_PAYMENT.price * 100,
          }}
          fallback={null}
        />
      )}
    </DemoCard>
  );
}

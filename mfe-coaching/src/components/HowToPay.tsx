import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import QrCodeIcon from '@mui/icons-material/QrCode';
import { OFF_SITE_PAYMENT_METHODS, formatDollars, type PaymentLinks } from '@app/contracts';
import { useBrandSettings } from '@app/web-kit';

const LINK_METHODS: ReadonlyArray<{ id: keyof PaymentLinks; label: string }> = [
  { id: 'cashapp', label: 'Cash App' },
  { id: 'venmo', label: 'Venmo' },
  { id: 'paypal', label: 'PayPal' },
];

interface Props {
  /** The method chosen (cashapp, venmo, paypal, zelle, zelle-qr); anything else lists every off-site way. */
  method: string | null | undefined;
  /** Integer cents. */
  amountCents: number;
  /** Shows "Show Zelle QR code" next to the Zelle details. */
  onZelleQr?: () => void;
}

/**
 * How to pay off-site, as real links from the brand settings: the chosen method only, or every way when none
 * was chosen. The coach marks the payment received once it arrives.
 */
export function HowToPay({ method, amountCents, onZelleQr }: Props) {
  const brand = useBrandSettings('coaching');
  const amount = formatDollars(amountCents);
  const links = LINK_METHODS.filter((m) => !method || !isOffSite(method) || m.id === method);
  const showZelle = !method || !isOffSite(method) || method === 'zelle' || method === 'zelle-qr';
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }} data-testid="how-to-pay">
      {links.map((m) => (
        <Typography component="li" variant="body2" key={m.id}>
          Pay {amount} with {m.label}:{' '}
          <Link
            href={brand.paymentLinks[m.id]}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ overflowWrap: 'anywhere' }}
          >
            {brand.paymentLinks[m.id]}
          </Link>
        </Typography>
      ))}
      {showZelle && (
        <Typography component="li" variant="body2">
          Pay {amount} with Zelle to <strong>{brand.zelleRecipient}</strong> ({brand.zelleAccountHolder})
          {onZelleQr && (
            <Button size="small" startIcon={<QrCodeIcon />} onClick={onZelleQr} sx={{ ml: 1 }}>
              Show Zelle QR code
            </Button>
          )}
        </Typography>
      )}
    </Box>
  );
}

function isOffSite(method: string): boolean {
  return (OFF_SITE_PAYMENT_METHODS as readonly string[]).includes(method);
}

import { useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import AttachMoney from '@mui/icons-material/AttachMoney';
import CreditCard from '@mui/icons-material/CreditCard';
import Email from '@mui/icons-material/Email';
import QrCode2 from '@mui/icons-material/QrCode2';
import Send from '@mui/icons-material/Send';
import type { PaymentOptionsProps } from '@app/contracts';
import { useBrandSettings, usePaymentLauncher } from '@app/web-kit';
import launchLocally, { type LaunchPaymentOptions } from '../launch/launchPayment';
import { planOf, squarePaymentPath, zelleMailto } from '../launch/paymentDestination';
import ZelleQrDialog from '../zelle/ZelleQrDialog';
import { PaymentTile } from './PaymentTile';

// The expose's props are contracts' (issue 18): the brand remotes are checked against the same type.
export type { PaymentOptionsProps };

/** The tiles that open the brand's own payment link (an app or site outside ours). */
const LINK_TILES = [
  { method: 'cashapp', title: 'Cash App', description: 'Send with Cash App', color: '#00843D', icon: <AttachMoney /> },
  { method: 'venmo', title: 'Venmo', description: 'Pay with Venmo', color: '#0A6FD6', icon: <Send /> },
  {
    method: 'paypal',
    title: 'PayPal',
    description: 'Pay with PayPal',
    color: '#003087',
    icon: <AccountBalanceWallet />,
  },
] as const;

/** SPEC §2 "Payment options section": six tiles, exposed as `mfe_payments/PaymentOptions` for both brands. */
export default function PaymentOptions({ brand, serviceName, priceCents, plan, title = null }: PaymentOptionsProps) {
  const settings = useBrandSettings(brand);
  const [qrOpen, setQrOpen] = useState(false);
  // This remote's own launcher, through the adapter every brand uses: one failure policy (a toast, never silence).
  const launchPayment = usePaymentLauncher(brand, launchLocally);
  const order = { serviceName, priceCents, plan, brand };
  // Without a service or a plan the tiles take the brand's explicit general payment (§2, issue 13).
  const general = !serviceName?.trim() && !planOf(brand, plan);
  const launch = (options: LaunchPaymentOptions) => (event: MouseEvent<HTMLElement>) => {
    // The href stays for middle-click and copy-link; a plain click goes through the launcher (in-app browser,
    // blocked pop-ups).
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void launchPayment(options);
  };

  return (
    <Box component="section" aria-label={title ?? 'Payment options'} data-brand={brand}>
      {title && (
        <Typography variant="h4" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
      )}
      {title && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Pay the way that suits you. Every option goes straight to {settings.name}.
        </Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 1.5, sm: 2 },
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          '@media (min-width: 768px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {LINK_TILES.map((tile) => (
          <PaymentTile
            key={tile.method}
            testId={`pay-${tile.method}`}
            title={tile.title}
            description={tile.description}
            color={tile.color}
            icon={tile.icon}
            href={settings.paymentLinks[tile.method]}
            external
            onClick={launch({ method: tile.method, ...order })}
          />
        ))}
        <PaymentTile
          testId="pay-zelle"
          title="Zelle"
          description={`Email ${settings.coachName} to pay by Zelle`}
          color="#6D1ED4"
          icon={<Email />}
          href={zelleMailto(settings, { ...order, price: priceCents, purpose: general ? 'general' : undefined })}
          onClick={launch({ method: 'zelle', ...order, purpose: general ? 'general' : undefined })}
        />
        <PaymentTile
          testId="pay-zelle-qr"
          title="Zelle QR Code"
          description="Scan with your banking app"
          color="#6D1ED4"
          icon={<QrCode2 />}
          onClick={() => setQrOpen(true)}
        />
        <PaymentTile
          testId="pay-card"
          title="Debit/Credit Card"
          description="Visa, Mastercard, Amex, Discover"
          color="neutral"
          icon={<CreditCard />}
          // The card tile is always the brand's fixed general payment (§2): an order the server knows, quoted in
          // the window. Its href is that same window (not §2's /checkout, which sells coaching sessions), so a
          // middle-click opens what a click opens.
          href={squarePaymentPath({ purpose: 'general' }, brand)}
          onClick={launch({ method: 'credit-card', purpose: 'general', brand })}
        />
      </Box>
      <ZelleQrDialog
        open={qrOpen}
        onClose={() => setQrOpen(false)}
        brand={brand}
        serviceName={serviceName}
        amount={priceCents}
        plan={plan}
      />
    </Box>
  );
}

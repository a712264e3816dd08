import { createAppConfigs, REMOTES } from '@app/web-kit/build';

const self = REMOTES.find((r) => r.name === 'mfe_payments')!;

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfigs(
    {
      dir: __dirname,
      name: self.name,
      title: 'Payments',
      devPort: self.devPort,
      exposes: {
        './CheckoutPage': './src/pages/CheckoutPage.tsx',
        './SquarePaymentPage': './src/pages/SquarePaymentPage.tsx',
        './SuccessPage': './src/pages/SuccessPage.tsx',
        // For the brand remotes: the six payment tiles, the Zelle QR dialog and the launcher (SPEC §2, §4).
        './PaymentOptions': './src/features/options/PaymentOptions.tsx',
        './ZelleQrDialog': './src/features/zelle/ZelleQrDialog.tsx',
        './launchPayment': './src/features/launch/launchPayment.ts',
      },
    },
    argv,
  );

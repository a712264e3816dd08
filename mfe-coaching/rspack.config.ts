import { createAppConfigs, REMOTES } from '@app/web-kit/build';

const self = REMOTES.find((r) => r.name === 'mfe_coaching')!;

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfigs(
    {
      dir: __dirname,
      name: self.name,
      title: 'Life Coaching',
      devPort: self.devPort,
      exposes: {
        './HomePage': './src/pages/HomePage.tsx',
        './BookingPage': './src/pages/BookingPage.tsx',
        './SubscriptionsPage': './src/pages/SubscriptionsPage.tsx',
        './ChatSessionPage': './src/pages/ChatSessionPage.tsx',
        './PrivacyPolicyPage': './src/pages/PrivacyPolicyPage.tsx',
        './TermsOfServicePage': './src/pages/TermsOfServicePage.tsx',
        './ManageBookingPage': './src/pages/ManageBookingPage.tsx',
      },
    },
    argv,
  );

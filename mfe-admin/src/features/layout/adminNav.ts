/** The admin area's pages, in the order the header lists them. */
export const ADMIN_NAV = [
  { to: '/coach', label: 'Coach Console' },
  { to: '/testing-admin', label: 'Testers' },
  { to: '/test-chat', label: 'Chat Test' },
  { to: '/test-fixes', label: 'Test Fixes' },
] as const;

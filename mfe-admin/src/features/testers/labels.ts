import type { AccessLevel, TesterStatus } from '@app/contracts';

export const STATUS_LABELS: Readonly<Record<TesterStatus, string>> = {
  pending: 'Pending',
  approved: 'Approved',
  active: 'Active',
  suspended: 'Suspended',
};

export const ACCESS_LEVEL_LABELS: Readonly<Record<AccessLevel, string>> = {
  basic: 'Basic',
  premium: 'Premium',
  admin: 'Admin',
};

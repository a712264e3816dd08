/**
 * Alpha tester management (§2 /testing-admin, §3 Testing user, §4 statuses, §5 form rules, §7 calls/exports).
 */
import { array, object, string } from 'yup';
import type { InferType } from 'yup';
import { VALIDATION_MESSAGES as M } from './messages';
import { blankToUndefined, emailString, optionalText } from './validation';

export const ACCESS_LEVELS = ['basic', 'premium', 'admin'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];
export const TESTER_STATUSES = ['pending', 'approved', 'active', 'suspended'] as const;
export type TesterStatus = (typeof TESTER_STATUSES)[number];

/** §4: new users default to pending / basic. */
export const DEFAULT_TESTER_STATUS: TesterStatus = 'pending';
export const DEFAULT_ACCESS_LEVEL: AccessLevel = 'basic';

/** One bulk request; a pasted list longer than this is almost certainly a mistake. */
export const BULK_TESTERS_MAX = 500;

const statusField = () =>
  string().transform(blankToUndefined).oneOf(TESTER_STATUSES, M.statusRequired).required(M.statusRequired);

export const testingUserSchema = object({
  email: emailString().required(M.emailRequired),
  name: string()
    .transform(blankToUndefined)
    .trim()
    .min(2, M.nameMin)
    .max(100, 'Name must be at most 100 characters')
    .optional(),
  phone: optionalText(30, 'Phone'),
  accessLevel: string()
    .transform(blankToUndefined)
    .oneOf(ACCESS_LEVELS, M.accessLevelRequired)
    .required(M.accessLevelRequired),
  status: statusField(),
  notes: optionalText(2000, 'Notes'),
});
export type TestingUserFormValues = InferType<typeof testingUserSchema>;

/** PATCH /api/testing-users/{id}/status. */
export const testerStatusSchema = object({ status: statusField() });

/** A bulk entry that is not text at all (a number, null, an object): the only entry that refuses the whole list. */
export const BULK_EMAIL_NOT_TEXT = 'Each email must be text';

/**
 * POST /api/testing-users/bulk. Items are only trimmed here: the server reports malformed (an empty entry, one too
 * long to be an address) or duplicate addresses in its `failed` count instead of rejecting the whole list for one
 * typo; the array's own cap and the body size limit bound the work.
 */
export const bulkTestersSchema = object({
  emails: array(
    string().typeError(BULK_EMAIL_NOT_TEXT).nonNullable(BULK_EMAIL_NOT_TEXT).defined(BULK_EMAIL_NOT_TEXT).trim(),
  )
    .typeError(M.noValidEmails)
    .required(M.noValidEmails)
    .min(1, M.noValidEmails)
    .max(BULK_TESTERS_MAX, `At most ${BULK_TESTERS_MAX} emails per request`),
});

/** §7 answer of the bulk call. */
export interface BulkTestersResult {
  success: number;
  failed: number;
}

/**
 * §5 bulk add: split on newlines, commas and semicolons, trim, keep entries containing "@".
 * Duplicates (case-insensitive, as mailboxes are in practice) keep their first spelling.
 */
export function parseBulkEmails(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of text.split(/[\r\n,;]+/)) {
    const email = raw.trim();
    if (!email.includes('@')) continue;
    const key = email.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(email);
  }
  return out;
}

export interface TestingUserDto {
  id: string;
  email: string;
  name: string | null;
  phone: string | null;
  status: TesterStatus;
  accessLevel: AccessLevel;
  invitedBy: string | null;
  approvedBy: string | null;
  approvedAt: string | null;
  lastLoginAt: string | null;
  totalSessions: number;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
}

type Summary = Pick<TestingUserDto, 'status'>;

/** §4: approved and active both count as approved. */
export function isApprovedTester(user: Summary): boolean {
  return user.status === 'approved' || user.status === 'active';
}

export function countApproved(users: readonly Summary[]): number {
  return users.filter(isApprovedTester).length;
}

/** §7: "a text list of approved and active emails", one per line. */
export function approvedEmailList(users: readonly Pick<TestingUserDto, 'status' | 'email'>[]): string {
  return users
    .filter(isApprovedTester)
    .map((u) => u.email)
    .join('\n');
}

export const TESTERS_CSV_COLUMNS = ['email', 'name', 'status', 'accessLevel', 'totalSessions', 'createdAt'] as const;

/**
 * RFC 4180 field: quoted when it holds a comma, quote or line break, quotes doubled. A leading = + - @ is
 * prefixed with ' so a spreadsheet shows a name like "=HYPERLINK(...)" as text instead of running it
 * (OWASP CSV injection).
 */
export function csvField(value: string | number | boolean | Date | null | undefined): string {
  let s = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** §7 CSV export: header + one row per user, CRLF line ends as RFC 4180 specifies. */
export function testersToCsv(users: readonly Pick<TestingUserDto, (typeof TESTERS_CSV_COLUMNS)[number]>[]): string {
  const rows = [TESTERS_CSV_COLUMNS.join(',')];
  for (const u of users) rows.push(TESTERS_CSV_COLUMNS.map((c) => csvField(u[c])).join(','));
  return rows.join('\r\n') + '\r\n';
}

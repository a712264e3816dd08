import {
  approvedEmailList,
  BULK_EMAIL_NOT_TEXT,
  bulkTestersSchema,
  countApproved,
  csvField,
  parseBulkEmails,
  testerStatusSchema,
  testersToCsv,
  testingUserSchema,
  type TestingUserDto,
} from './testers';
import { validateWith } from './validation';

const errors = (schema: Parameters<typeof validateWith>[0], input: unknown) => {
  const r = validateWith(schema, input);
  return r.ok ? {} : r.errors;
};

describe('testingUserSchema', () => {
  const valid = {
    email: 'tester@example.com',
    name: '',
    phone: '',
    accessLevel: 'basic',
    status: 'pending',
    notes: '',
  };

  it('accepts a user with only the required fields', () => {
    expect(validateWith(testingUserSchema, valid)).toMatchObject({ ok: true, value: { email: 'tester@example.com' } });
  });

  it.each([
    ['email', '', 'Please enter an email address'],
    ['email', '   ', 'Please enter an email address'],
    ['email', 'tester.example.com', 'Please enter a valid email address'],
    ['name', 'T', 'Name must be at least 2 characters'],
    ['accessLevel', '', 'Please select an access level'],
    ['accessLevel', 'root', 'Please select an access level'],
    ['status', '', 'Please select a status'],
    ['status', 'banned', 'Please select a status'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(errors(testingUserSchema, { ...valid, [field]: value })[field]).toBe(message);
  });

  it('validates a status change', () => {
    expect(errors(testerStatusSchema, { status: 'gone' }).status).toBe('Please select a status');
    expect(validateWith(testerStatusSchema, { status: 'suspended' }).ok).toBe(true);
  });
});

describe('bulk add', () => {
  it('splits on newlines, commas and semicolons, trims, keeps entries with @, dedupes', () => {
    const text = ' a@x.com, b@x.com;c@x.com\r\n\n  not-an-email ;; \nA@X.com\n d@x.com ,';
    expect(parseBulkEmails(text)).toEqual(['a@x.com', 'b@x.com', 'c@x.com', 'd@x.com']);
    expect(parseBulkEmails(' , ;\n')).toEqual([]);
  });

  it('reports "No valid emails found" for an empty list', () => {
    expect(errors(bulkTestersSchema, { emails: parseBulkEmails('nobody') }).emails).toBe('No valid emails found');
    expect(errors(bulkTestersSchema, {}).emails).toBe('No valid emails found');
    expect(validateWith(bulkTestersSchema, { emails: ['a@x.com'] }).ok).toBe(true);
  });

  it("lets a blank or over-long entry through to be counted as failed, and never answers in yup's own words", () => {
    expect(validateWith(bulkTestersSchema, { emails: ['a@x.com', '', 'x'.repeat(300)] }).ok).toBe(true);
    expect(errors(bulkTestersSchema, { emails: ['a@x.com', null] })['emails[1]']).toBe(BULK_EMAIL_NOT_TEXT);
    expect(errors(bulkTestersSchema, { emails: 'a@x.com' }).emails).toBe('No valid emails found');
  });
});

describe('exports', () => {
  const user = (over: Partial<TestingUserDto>): TestingUserDto => ({
    id: '1',
    email: 'a@x.com',
    name: 'Ann',
    phone: null,
    status: 'pending',
    accessLevel: 'basic',
    invitedBy: null,
    approvedBy: null,
    approvedAt: null,
    lastLoginAt: null,
    totalSessions: 0,
    notes: null,
    createdAt: '2026-11-19T10:00:00.000Z',
    updatedAt: '2026-11-19T10:00:00.000Z',
    ...over,
  });
  const users = [
    user({ email: 'a@x.com', status: 'approved' }),
    user({ email: 'b@x.com', status: 'active', name: 'Doe, "Bo"', totalSessions: 3 }),
    user({ email: 'c@x.com', status: 'suspended', name: null }),
    user({ email: 'd@x.com', status: 'pending', name: 'Multi\nline' }),
  ];

  it('counts approved and active as approved', () => {
    expect(countApproved(users)).toBe(2);
    expect(approvedEmailList(users)).toBe('a@x.com\nb@x.com');
  });

  it('writes RFC 4180 CSV with the §7 columns', () => {
    expect(testersToCsv(users)).toBe(
      [
        'email,name,status,accessLevel,totalSessions,createdAt',
        'a@x.com,Ann,approved,basic,0,2026-11-19T10:00:00.000Z',
        'b@x.com,"Doe, ""Bo""",active,basic,3,2026-11-19T10:00:00.000Z',
        'c@x.com,,suspended,basic,0,2026-11-19T10:00:00.000Z',
        'd@x.com,"Multi\nline",pending,basic,0,2026-11-19T10:00:00.000Z',
        '',
      ].join('\r\n'),
    );
  });

  it('neutralises spreadsheet formulas', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('-1')).toBe("'-1");
    expect(csvField(0)).toBe('0');
  });
});

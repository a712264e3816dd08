import { describeBulkInput } from './bulkFeedback';

describe(describeBulkInput.name, () => {
  it('keeps trimmed entries with "@" across newline, comma and semicolon separators', () => {
    const report = describeBulkInput(' a@x.com,b@x.com;\n c@x.com \r\nnot-an-email;; ');
    expect(report.emails).toEqual(['a@x.com', 'b@x.com', 'c@x.com']);
    expect(report.skipped).toEqual(['not-an-email']);
    expect(report.duplicates).toBe(0);
  });

  it('counts a repeated address once and reports the repeat', () => {
    const report = describeBulkInput('a@x.com\nA@X.com\nb@x.com');
    expect(report.emails).toEqual(['a@x.com', 'b@x.com']);
    expect(report.duplicates).toBe(1);
  });

  it('reports nothing to send for blank input', () => {
    expect(describeBulkInput(' \n ,; ')).toEqual({ emails: [], skipped: [], duplicates: 0 });
  });
});

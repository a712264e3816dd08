import { ConfigValidationError, loadAppConfig, REPO_ROOT } from '../../config/app-config.schema';

describe('e-mail and reminder settings', () => {
  it('defaults to the outbox folder, localhost links and a one-minute reminder poll', () => {
    expect(loadAppConfig({})).toMatchObject({
      publicUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      outboxDir: `${REPO_ROOT}/var/outbox`,
      reminderPollIntervalMs: 60_000,
    });
  });

  it('reads SMTP_URL, OUTBOX_DIR, PUBLIC_URL (without its trailing slash) and REMINDER_POLL_INTERVAL_MS', () => {
    expect(
      loadAppConfig({
        SMTP_URL: 'smtps://user:secret@mail.example.com:465',
        OUTBOX_DIR: '/tmp/mails',
        PUBLIC_URL: 'https://book.example.com/',
        REMINDER_POLL_INTERVAL_MS: '0',
      }),
    ).toMatchObject({
      smtpUrl: 'smtps://user:secret@mail.example.com:465',
      outboxDir: '/tmp/mails',
      publicUrl: 'https://book.example.com',
      reminderPollIntervalMs: 0,
    });
  });

  it('refuses a bad value with one line that never echoes the SMTP password', () => {
    const attempt = () =>
      loadAppConfig({ SMTP_URL: 'http://user:secret@mail', PUBLIC_URL: 'ftp://x', REMINDER_POLL_INTERVAL_MS: '-5' });
    expect(attempt).toThrow(ConfigValidationError);
    expect(attempt).toThrow(/SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(attempt).toThrow(/PUBLIC_URL must be an http\(s\) URL/);
    expect(attempt).toThrow(/REMINDER_POLL_INTERVAL_MS must be a whole number/);
    expect(attempt).not.toThrow(/secret/);
  });
});

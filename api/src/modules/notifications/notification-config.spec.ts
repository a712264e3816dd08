import { ConfigValidationError, loadAppConfig, REPO_ROOT } from '../../config/app-config.schema';

describe('e-mail and reminder settings', () => {
  it('defaults to the outbox folder, links to this server, a one-minute reminder poll and one-second outbox polls', () => {
    expect(loadAppConfig({})).toMatchObject({
      publicUrl: 'http://localhost:3000',
      tokenSecret: undefined,
      smtpUrl: undefined,
      outboxDir: `${REPO_ROOT}/var/outbox`,
      reminderPollIntervalMs: 60_000,
      eventPollIntervalMs: 1000,
      mailPollIntervalMs: 1000,
    });
  });

  it("points links at the server's own port when PUBLIC_URL is unset", () => {
    expect(loadAppConfig({ PORT: '4321' }).publicUrl).toBe('http://localhost:4321');
  });

  it('requires PUBLIC_URL and TOKEN_SECRET in production, and a TOKEN_SECRET of 32 characters or more', () => {
    const production = { NODE_ENV: 'production', ADMIN_PASSWORD: 'pw', ALLOW_SANDBOX_PAYMENTS: 'true' };
    const attempt = () => loadAppConfig(production);
    expect(attempt).toThrow(/PUBLIC_URL is required when NODE_ENV=production/);
    expect(attempt).toThrow(/TOKEN_SECRET is required when NODE_ENV=production/);
    const short = () => loadAppConfig({ TOKEN_SECRET: 'too-short-and-secret' });
    expect(short).toThrow(/TOKEN_SECRET must be at least 32 characters/);
    expect(short).not.toThrow(/too-short-and-secret/);
    const secret = 's'.repeat(32);
    expect(
      loadAppConfig({ ...production, PUBLIC_URL: 'https://coach.example.com', TOKEN_SECRET: secret }),
    ).toMatchObject({ publicUrl: 'https://coach.example.com', tokenSecret: secret });
  });

  it('reads EVENT_POLL_INTERVAL_MS and MAIL_POLL_INTERVAL_MS, 0 meaning off on this instance', () => {
    expect(loadAppConfig({ EVENT_POLL_INTERVAL_MS: '0', MAIL_POLL_INTERVAL_MS: '250' })).toMatchObject({
      eventPollIntervalMs: 0,
      mailPollIntervalMs: 250,
    });
    expect(() => loadAppConfig({ MAIL_POLL_INTERVAL_MS: 'soon' })).toThrow(
      /MAIL_POLL_INTERVAL_MS must be a whole number of milliseconds \(0 turns mail delivery off on this instance\)/,
    );
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

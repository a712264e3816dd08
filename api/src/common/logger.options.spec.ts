import { loggableUrl } from './logger.options';

describe(loggableUrl.name, () => {
  it('redacts tokens in the query string and keeps everything else', () => {
    expect(loggableUrl('/api/chat-sessions/abc?token=s3cr3t')).toBe('/api/chat-sessions/abc?token=[redacted]');
    expect(loggableUrl('/api/x?a=1&token=s3cr3t&b=2')).toBe('/api/x?a=1&token=[redacted]&b=2');
    expect(loggableUrl('/api/time-slots?brand=lunar')).toBe('/api/time-slots?brand=lunar');
  });
});

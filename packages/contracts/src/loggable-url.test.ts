import { loggableUrl } from './loggable-url';

describe(loggableUrl.name, () => {
  it('redacts tokens in the query string and keeps everything else', () => {
    expect(loggableUrl('/api/chat-sessions/abc?token=s3cr3t')).toBe('/api/chat-sessions/abc?token=[redacted]');
    expect(loggableUrl('/api/x?a=1&token=s3cr3t&b=2')).toBe('/api/x?a=1&token=[redacted]&b=2');
    expect(loggableUrl('/api/time-slots?brand=lunar')).toBe('/api/time-slots?brand=lunar');
  });

  it("redacts the manage link's token in the path, on the page and on the API (issue 28)", () => {
    expect(loggableUrl('/manage/m4n4g3')).toBe('/manage/[redacted]');
    expect(loggableUrl('/api/manage/m4n4g3')).toBe('/api/manage/[redacted]');
    expect(loggableUrl('/api/manage/m4n4g3/reschedule?x=1')).toBe('/api/manage/[redacted]/reschedule?x=1');
    expect(loggableUrl('Server render of /manage/m4n4g3 fell back')).toBe(
      'Server render of /manage/[redacted] fell back',
    );
  });

  it("redacts the e-mailed links' sign-in and review parameters", () => {
    expect(loggableUrl('/subscriptions?signin=s1gn')).toBe('/subscriptions?signin=[redacted]');
    expect(loggableUrl('/lunar-light?review=b.s1g#lunar-review')).toBe('/lunar-light?review=[redacted]#lunar-review');
  });
});

import { DEFAULT_BRANDS } from '@app/contracts';
import { brandVoice } from './brand-voice';
import { escapeHtml, renderMail } from './mail-blocks';

describe(renderMail.name, () => {
  const brand = DEFAULT_BRANDS.coaching;

  it('says the same in text and HTML, and escapes what a visitor typed', () => {
    const typed = '<img src=x onerror=alert(1)> & "friends"';
    const sut = renderMail(
      [
        { kind: 'heading', text: 'New booking' },
        { kind: 'details', rows: [['Customer', typed]] },
        { kind: 'quote', text: 'line one\nline two' },
        { kind: 'button', label: 'Open', url: 'https://example.com/a?b=1&c=2' },
      ],
      brandVoice('coaching'),
      brand,
    );
    expect(sut.text).toContain(`Customer: ${typed}`);
    expect(sut.text).toContain('> line one\n> line two');
    expect(sut.text).toContain('Open: https://example.com/a?b=1&c=2');
    expect(sut.text).toContain(`${brand.name} · ${brand.phone} · ${brand.email}`);
    expect(sut.html).not.toContain('<img');
    expect(sut.html).toContain(escapeHtml(typed));
    expect(sut.html).toContain('href="https://example.com/a?b=1&amp;c=2"');
  });

  it('shows a row of links by name in HTML and as "name: url" lines in text', () => {
    const sut = renderMail(
      [
        {
          kind: 'links',
          items: [
            { label: 'Google Calendar', url: 'https://calendar.google.com/calendar/render?a=1&b=2' },
            { label: 'Apple Calendar (.ics)', url: 'https://book.example.com/api/manage/t/calendar.ics' },
          ],
        },
      ],
      brandVoice('coaching'),
      brand,
    );
    expect(sut.text).toContain(
      'Google Calendar: https://calendar.google.com/calendar/render?a=1&b=2\n' +
        'Apple Calendar (.ics): https://book.example.com/api/manage/t/calendar.ics\n',
    );
    expect(sut.html).toMatch(
      /<a href="https:\/\/calendar\.google\.com\/calendar\/render\?a=1&amp;b=2"[^>]*>Google Calendar<\/a>/,
    );
    expect(sut.html).toMatch(
      /<a href="https:\/\/book\.example\.com\/api\/manage\/t\/calendar\.ics"[^>]*>Apple Calendar \(\.ics\)<\/a>/,
    );
  });
});

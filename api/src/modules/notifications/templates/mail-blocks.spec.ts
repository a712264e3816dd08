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
});

import type { BrandSettings } from '@app/contracts';
import type { BrandVoice } from './brand-voice';

/**
 * An e-mail is written once as a list of blocks and rendered twice, to plain text and to HTML, so the two
 * versions can never say different things.
 */
export type MailBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'section'; title: string }
  | { kind: 'details'; rows: Array<[label: string, value: string]> }
  | { kind: 'list'; items: string[] }
  | { kind: 'button'; label: string; url: string }
  | { kind: 'link'; label: string; url: string }
  | { kind: 'quote'; text: string }
  | { kind: 'signoff'; lines: string[] };

export interface RenderedMail {
  text: string;
  html: string;
}

export function renderMail(blocks: MailBlock[], voice: BrandVoice, brand: BrandSettings): RenderedMail {
  return { text: renderText(blocks, brand), html: renderHtml(blocks, voice, brand) };
}

function renderText(blocks: MailBlock[], brand: BrandSettings): string {
  const out: string[] = [];
  for (const block of blocks) {
    switch (block.kind) {
      case 'heading':
        out.push(block.text, '='.repeat(Math.min(block.text.length, 60)));
        break;
      case 'section':
        out.push('', block.title.toUpperCase());
        break;
      case 'paragraph':
        out.push(block.text);
        break;
      case 'details':
        out.push(...block.rows.map(([label, value]) => `${label}: ${value}`));
        break;
      case 'list':
        out.push(...block.items.map((item) => `- ${item}`));
        break;
      case 'button':
      case 'link':
        out.push(`${block.label}: ${block.url}`);
        break;
      case 'quote':
        out.push(...block.text.split('\n').map((line) => `> ${line}`));
        break;
      case 'signoff':
        out.push('', ...block.lines);
        break;
    }
    out.push('');
  }
  out.push('--', `${brand.name} · ${brand.phone} · ${brand.email}`);
  return `${out.join('\n').replace(/\n{3,}/g, '\n\n').trim()}\n`;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Table layout and inline styles: what mail clients (Outlook included) render reliably. */
function renderHtml(blocks: MailBlock[], voice: BrandVoice, brand: BrandSettings): string {
  const l = voice.look;
  const e = escapeHtml;
  const body = blocks
    .map((block) => {
      switch (block.kind) {
        case 'heading':
          return `<h1 style="margin:0 0 16px;font-family:${l.headingFont};font-size:26px;line-height:1.25;color:${l.text}">${e(block.text)}</h1>`;
        case 'section':
          return `<h2 style="margin:24px 0 8px;font-family:${l.headingFont};font-size:18px;color:${l.accent}">${e(block.title)}</h2>`;
        case 'paragraph':
          return `<p style="margin:0 0 14px;line-height:1.6">${e(block.text)}</p>`;
        case 'details':
          return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 14px;border-collapse:collapse">${block.rows
            .map(
              ([label, value]) =>
                `<tr><td style="padding:6px 12px 6px 0;color:${l.muted};vertical-align:top;white-space:nowrap">${e(label)}</td><td style="padding:6px 0;font-weight:600">${e(value)}</td></tr>`,
            )
            .join('')}</table>`;
        case 'list':
          return `<ul style="margin:0 0 14px;padding-left:20px;line-height:1.6">${block.items.map((i) => `<li>${e(i)}</li>`).join('')}</ul>`;
        case 'button':
          return `<p style="margin:8px 0 18px"><a href="${e(block.url)}" style="display:inline-block;padding:12px 22px;border-radius:8px;background:${l.accent};color:${l.accentText};font-weight:600;text-decoration:none">${e(block.label)}</a></p>`;
        case 'link':
          return `<p style="margin:0 0 10px">${e(block.label)}: <a href="${e(block.url)}" style="color:${l.accent};word-break:break-all">${e(block.url)}</a></p>`;
        case 'quote':
          return `<blockquote style="margin:0 0 14px;padding:10px 14px;border-left:4px solid ${l.accent};background:${l.page};white-space:pre-wrap">${e(block.text)}</blockquote>`;
        case 'signoff':
          return `<p style="margin:24px 0 0;line-height:1.6">${block.lines.map(e).join('<br>')}</p>`;
      }
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(brand.name)}</title></head>
<body style="margin:0;padding:0;background:${l.page};color:${l.text};font-family:${l.bodyFont};font-size:16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${l.page}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:${l.panel};border-radius:12px;overflow:hidden">
<tr><td style="background:${l.header};color:${l.headerText};padding:18px 28px;font-family:${l.headingFont};font-size:22px;font-weight:700">${e(brand.name)}</td></tr>
<tr><td style="padding:28px">
${body}
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #e4e4ee;color:${l.muted};font-size:13px">${e(brand.name)} · ${e(brand.phone)} · <a href="mailto:${e(brand.email)}" style="color:${l.muted}">${e(brand.email)}</a></td></tr>
</table></td></tr></table>
</body></html>
`;
}

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
  /** A row of named links (the HTML shows the names, the text part "name: url" lines): for long URLs. */
  | { kind: 'links'; items: Array<{ label: string; url: string }> }
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
      case 'links':
        out.push(...block.items.map((item) => `${item.label}: ${item.url}`));
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
  return `${out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Inline styles per element: mail clients (Outlook included) ignore style sheets but honour style attributes. */
function styles(l: BrandVoice['look']) {
  return {
    h1: `margin:0 0 16px;font-family:${l.headingFont};font-size:26px;line-height:1.25;color:${l.text}`,
    h2: `margin:24px 0 8px;font-family:${l.headingFont};font-size:18px;color:${l.accent}`,
    p: 'margin:0 0 14px;line-height:1.6',
    table: 'margin:0 0 14px;border-collapse:collapse',
    label: `padding:6px 12px 6px 0;color:${l.muted};vertical-align:top;white-space:nowrap`,
    value: 'padding:6px 0;font-weight:600',
    list: 'margin:0 0 14px;padding-left:20px;line-height:1.6',
    button:
      `display:inline-block;padding:12px 22px;border-radius:8px;background:${l.accent};color:${l.accentText};` +
      'font-weight:600;text-decoration:none',
    link: `color:${l.accent};word-break:break-all`,
    quote:
      `margin:0 0 14px;padding:10px 14px;border-left:4px solid ${l.accent};background:${l.page};` +
      'white-space:pre-wrap',
    body: `margin:0;padding:0;background:${l.page};color:${l.text};font-family:${l.bodyFont};font-size:16px`,
    card: `max-width:600px;background:${l.panel};border-radius:12px;overflow:hidden`,
    header:
      `background:${l.header};color:${l.headerText};padding:18px 28px;font-family:${l.headingFont};` +
      'font-size:22px;font-weight:700',
    footer: `padding:16px 28px;border-top:1px solid #e4e4ee;color:${l.muted};font-size:13px`,
  };
}

const TABLE = 'role="presentation" cellpadding="0" cellspacing="0"';

function blockHtml(block: MailBlock, st: ReturnType<typeof styles>): string {
  const e = escapeHtml;
  switch (block.kind) {
    case 'heading':
      return `<h1 style="${st.h1}">${e(block.text)}</h1>`;
    case 'section':
      return `<h2 style="${st.h2}">${e(block.title)}</h2>`;
    case 'paragraph':
      return `<p style="${st.p}">${e(block.text)}</p>`;
    case 'details': {
      const rows = block.rows.map(
        ([label, value]) => `<tr><td style="${st.label}">${e(label)}</td><td style="${st.value}">${e(value)}</td></tr>`,
      );
      return `<table ${TABLE} style="${st.table}">${rows.join('')}</table>`;
    }
    case 'list':
      return `<ul style="${st.list}">${block.items.map((i) => `<li>${e(i)}</li>`).join('')}</ul>`;
    case 'button':
      return `<p style="margin:8px 0 18px"><a href="${e(block.url)}" style="${st.button}">${e(block.label)}</a></p>`;
    case 'link': {
      const anchor = `<a href="${e(block.url)}" style="${st.link}">${e(block.url)}</a>`;
      return `<p style="margin:0 0 10px">${e(block.label)}: ${anchor}</p>`;
    }
    case 'links': {
      const anchors = block.items.map((item) => `<a href="${e(item.url)}" style="${st.link}">${e(item.label)}</a>`);
      return `<p style="margin:0 0 14px;line-height:1.8">${anchors.join(' &middot; ')}</p>`;
    }
    case 'quote':
      return `<blockquote style="${st.quote}">${e(block.text)}</blockquote>`;
    case 'signoff':
      return `<p style="margin:24px 0 0;line-height:1.6">${block.lines.map(e).join('<br>')}</p>`;
  }
}

/** Table layout: what mail clients render reliably, narrow screens included (the card is max 600 px wide). */
function renderHtml(blocks: MailBlock[], voice: BrandVoice, brand: BrandSettings): string {
  const st = styles(voice.look);
  const e = escapeHtml;
  const body = blocks.map((block) => blockHtml(block, st)).join('\n');
  const mailto = `<a href="mailto:${e(brand.email)}" style="color:inherit">${e(brand.email)}</a>`;
  const contact = `${e(brand.name)} · ${e(brand.phone)} · ${mailto}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${e(brand.name)}</title></head>
<body style="${st.body}">
<table ${TABLE} width="100%" style="background:${voice.look.page}"><tr><td align="center" style="padding:24px 12px">
<table ${TABLE} width="100%" style="${st.card}">
<tr><td style="${st.header}">${e(brand.name)}</td></tr>
<tr><td style="padding:28px">
${body}
</td></tr>
<tr><td style="${st.footer}">${contact}</td></tr>
</table></td></tr></table>
</body></html>
`;
}

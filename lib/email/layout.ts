import { store, studioAddressLines } from '../store';
import { assertHttpUrl, escapeHtml, inlineText } from './escape';
import type { RenderedEmail } from './types';

/*
 * One content model renders both parts of every email, so the HTML and the plain text can
 * never disagree about a link or a figure, and escaping happens in exactly one place.
 * HTML: nested tables with inline styles (what Gmail, Outlook and Apple Mail all render),
 * no remote images (blocked by default in most clients), no web fonts.
 */

/** A run of text; `strong` renders bold in HTML and plain in text. */
export type Inline = string | { strong: string };

export type Block =
  | { kind: 'paragraph'; parts: Inline[] }
  /** Smaller, muted text: expiry notes, "if this wasn't you". */
  | { kind: 'note'; parts: Inline[] }
  | { kind: 'button'; label: string; url: string }
  /** A small text link after a sentence, for a secondary action (e.g. "never email me"). */
  | { kind: 'link'; before: string; label: string; url: string }
  | { kind: 'details'; rows: { label: string; value: string }[] }
  | { kind: 'list'; items: { title: string; text: string }[] };

export interface EmailContent {
  subject: string;
  /** The inbox preview line. */
  preheader: string;
  heading: string;
  /** Raw name as typed by the customer; cleaned and escaped here. */
  name: string;
  blocks: Block[];
  /** The footer's last line: why this person got the email. */
  reason?: string;
}

export const p = (...parts: Inline[]): Block => ({ kind: 'paragraph', parts });
export const note = (...parts: Inline[]): Block => ({ kind: 'note', parts });
export const button = (label: string, url: string): Block => ({ kind: 'button', label, url: assertHttpUrl(url) });
export const link = (before: string, label: string, url: string): Block => ({ kind: 'link', before, label, url: assertHttpUrl(url) });
export const details = (rows: { label: string; value: string }[]): Block => ({ kind: 'details', rows });
export const list = (items: { title: string; text: string }[]): Block => ({ kind: 'list', items });
export const strong = (text: string): Inline => ({ strong: text });

export const colors = {
  ink: '#12100e',
  ivory: '#faf7f2',
  gold: '#c8a35a',
  /** Gold dark enough for text on white (AA). */
  goldText: '#7a5a26',
  body: '#3a332c',
  muted: '#5f574e',
  hairline: '#e6dccb',
  card: '#ffffff',
} as const;

const serif = "Georgia, 'Times New Roman', Times, serif";
const sans = "'Helvetica Neue', Helvetica, Arial, sans-serif";

function greeting(name: string): string {
  const clean = inlineText(name);
  return clean ? `Hello ${clean},` : 'Hello,';
}

const inlineHtml = (parts: Inline[]) =>
  parts
    .map((part) =>
      typeof part === 'string'
        ? escapeHtml(part)
        : `<strong style="color:${colors.ink};font-weight:bold;">${escapeHtml(part.strong)}</strong>`,
    )
    .join('');

const inlineTextPart = (parts: Inline[]) => parts.map((part) => (typeof part === 'string' ? part : part.strong)).join('');

function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 18px;font-family:${sans};font-size:16px;line-height:26px;color:${colors.body};">${inlineHtml(block.parts)}</p>`;
    case 'note':
      return `<p style="margin:0 0 14px;font-family:${sans};font-size:14px;line-height:22px;color:${colors.muted};">${inlineHtml(block.parts)}</p>`;
    case 'button': {
      const href = escapeHtml(block.url);
      return `<table role="presentation" border="0" cellpadding="0" cellspacing="0" style="margin:10px 0 22px;border-collapse:separate;">
<tr><td align="center" bgcolor="${colors.gold}" style="border-radius:2px;background-color:${colors.gold};mso-padding-alt:15px 34px;">
<a href="${href}" target="_blank" rel="noopener" style="display:inline-block;padding:15px 34px;font-family:${sans};font-size:14px;font-weight:bold;letter-spacing:2px;line-height:18px;text-transform:uppercase;text-decoration:none;color:${colors.ink};border-radius:2px;">${escapeHtml(block.label)}</a>
</td></tr></table>
<p style="margin:0 0 6px;font-family:${sans};font-size:13px;line-height:20px;color:${colors.muted};">If the button does not work, copy this link into your browser:</p>
<p style="margin:0 0 22px;font-family:${sans};font-size:13px;line-height:20px;word-break:break-all;"><a href="${href}" target="_blank" rel="noopener" style="color:${colors.goldText};text-decoration:underline;">${escapeHtml(block.url)}</a></p>`;
    }
    case 'link':
      return `<p style="margin:0 0 14px;font-family:${sans};font-size:14px;line-height:22px;color:${colors.muted};">${escapeHtml(block.before)} <a href="${escapeHtml(block.url)}" target="_blank" rel="noopener" style="color:${colors.goldText};text-decoration:underline;">${escapeHtml(block.label)}</a></p>`;
    case 'details':
      return `<table role="presentation" width="100%" border="0" cellpadding="0" cellspacing="0" style="margin:4px 0 22px;border-top:1px solid ${colors.hairline};border-bottom:1px solid ${colors.hairline};">
${block.rows
  .map(
    (row) =>
      `<tr><td style="padding:10px 12px 10px 0;width:38%;vertical-align:top;font-family:${sans};font-size:13px;line-height:20px;letter-spacing:1px;text-transform:uppercase;color:${colors.muted};">${escapeHtml(row.label)}</td><td style="padding:10px 0;vertical-align:top;font-family:${sans};font-size:15px;line-height:22px;color:${colors.ink};word-break:break-word;">${escapeHtml(row.value)}</td></tr>`,
  )
  .join('\n')}
</table>`;
    case 'list':
      return `<table role="presentation" width="100%" border="0" cellpadding="0" cellspacing="0" style="margin:4px 0 22px;">
${block.items
  .map(
    (item) =>
      `<tr><td style="width:22px;padding:4px 0 14px;vertical-align:top;font-family:${serif};font-size:16px;line-height:24px;color:${colors.goldText};">&#9670;</td><td style="padding:4px 0 14px;vertical-align:top;font-family:${sans};font-size:15px;line-height:24px;color:${colors.body};"><strong style="font-family:${serif};font-size:18px;font-weight:bold;color:${colors.ink};">${escapeHtml(item.title)}</strong><br>${escapeHtml(item.text)}</td></tr>`,
  )
  .join('\n')}
</table>`;
  }
}

function blockText(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
    case 'note':
      return inlineTextPart(block.parts);
    case 'button':
      return `${block.label}:\n${block.url}`;
    case 'link':
      return `${block.before} ${block.label}:\n${block.url}`;
    case 'details':
      return block.rows.map((row) => `${row.label}: ${row.value}`).join('\n');
    case 'list':
      return block.items.map((item) => `• ${item.title} — ${item.text}`).join('\n');
  }
}

function supportLine(): string {
  return `Questions? Write to ${store.email} or call ${store.phone}.`;
}

const accountReason = () => `This is a service email about your ${store.name} account.`;

function footerHtml(reason: string): string {
  const address = studioAddressLines().map(escapeHtml).join(', ');
  const small = `margin:0 0 6px;font-family:${sans};font-size:12px;line-height:19px;color:${colors.muted};`;
  return `<p style="margin:0 0 8px;font-family:${serif};font-size:16px;letter-spacing:3px;text-transform:uppercase;color:${colors.ink};">${escapeHtml(store.name)}</p>
<p style="${small}">${address}</p>
<p style="${small}">Questions? Write to <a href="mailto:${escapeHtml(store.email)}" style="color:${colors.goldText};text-decoration:underline;">${escapeHtml(store.email)}</a> or call <a href="${escapeHtml(store.phoneHref)}" style="color:${colors.goldText};text-decoration:underline;">${escapeHtml(store.phone)}</a>.</p>
<p style="${small}">${escapeHtml(reason)}</p>`;
}

function footerText(reason: string): string {
  return ['--', store.name, ...studioAddressLines(), supportLine(), reason].join('\n');
}

export function renderLayout(content: EmailContent): RenderedEmail {
  const subject = content.subject;
  const body = [p(greeting(content.name)), ...content.blocks];
  const reason = content.reason ?? accountReason();

  const html = `<!DOCTYPE html>
<html lang="en" xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;width:100%;background-color:${colors.ivory};-webkit-text-size-adjust:100%;">
<div style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;mso-hide:all;font-size:1px;line-height:1px;color:${colors.ivory};">${escapeHtml(content.preheader)}${'&#8199;&#847; '.repeat(40)}</div>
<table role="presentation" width="100%" border="0" cellpadding="0" cellspacing="0" bgcolor="${colors.ivory}" style="background-color:${colors.ivory};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" border="0" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;">
<tr><td align="center" bgcolor="${colors.ink}" style="background-color:${colors.ink};padding:30px 24px 26px;">
<p style="margin:0;font-family:${serif};font-size:26px;line-height:32px;letter-spacing:6px;text-transform:uppercase;color:${colors.gold};">${escapeHtml(store.name)}</p>
<p style="margin:8px 0 0;font-family:${sans};font-size:11px;line-height:16px;letter-spacing:3px;text-transform:uppercase;color:${colors.ivory};">${escapeHtml(store.tagline)}</p>
</td></tr>
<tr><td height="3" bgcolor="${colors.gold}" style="height:3px;line-height:3px;font-size:3px;background-color:${colors.gold};">&nbsp;</td></tr>
<tr><td bgcolor="${colors.card}" style="background-color:${colors.card};padding:40px 36px 24px;">
<h1 style="margin:0 0 24px;font-family:${serif};font-size:30px;line-height:38px;font-weight:normal;color:${colors.ink};">${escapeHtml(content.heading)}</h1>
${body.map(blockHtml).join('\n')}
<p style="margin:8px 0 0;font-family:${sans};font-size:16px;line-height:26px;color:${colors.body};">With warm regards,<br><span style="font-family:${serif};font-size:18px;color:${colors.ink};">The ${escapeHtml(store.name)} team</span></p>
</td></tr>
<tr><td style="padding:28px 24px 8px;text-align:center;">
${footerHtml(reason)}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;

  const text = [
    store.name.toUpperCase(),
    store.tagline,
    '',
    content.heading,
    '='.repeat(content.heading.length),
    '',
    body.map(blockText).join('\n\n'),
    '',
    `With warm regards,\nThe ${store.name} team`,
    '',
    footerText(reason),
    '',
  ].join('\n');

  return { subject, html, text };
}

import 'server-only';
import { Body, Button, Head, Hr, Img, Link, Preview, Section, Text } from '@react-email/components';
import type { FormatCallback, HtmlToTextOptions } from 'html-to-text';
import { Fragment, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import { studioAddressLines, type StoreInfo } from '../store';
import { assertHttpUrl, inlineText } from './escape';

/*
 * The house layout and the building blocks every email is made of, as React Email components.
 * One tree renders both parts: the HTML, and the plain text derived from it (PLAIN_TEXT below),
 * so the two can never disagree about a link or a figure; React escapes every value.
 * HTML: nested tables with inline styles (what Gmail, Outlook and Apple Mail all render),
 * no remote images (blocked by default in most clients), no web fonts.
 *
 * `data-text` marks what the plain text writes its own way (a button as "Label:\nurl", a
 * details row as "Label: value"); `data-skip-in-text` (React Email's own) what it leaves out.
 */

/** A message with the store's details it is written in the name of (read where it is queued). */
export type WithStore<M> = M & { store: StoreInfo };

/** A template: its subject line and the component that renders its body. */
export interface EmailDefinition<M> {
  subject: (message: M, store: StoreInfo) => string;
  Email: (props: WithStore<M>) => ReactElement;
}

const colors = {
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

const paragraphStyle: CSSProperties = { margin: '0 0 18px', fontFamily: sans, fontSize: '16px', lineHeight: '26px', color: colors.body };
const noteStyle: CSSProperties = { margin: '0 0 14px', fontFamily: sans, fontSize: '14px', lineHeight: '22px', color: colors.muted };
const smallStyle: CSSProperties = { margin: '0 0 6px', fontFamily: sans, fontSize: '12px', lineHeight: '19px', color: colors.muted };
const linkStyle: CSSProperties = { color: colors.goldText, textDecoration: 'underline' };
/** Tables that only lay out: screen readers skip them. */
const layoutTable = { role: 'presentation', border: 0, cellPadding: 0, cellSpacing: 0 } as const;
/** The bgcolor attribute: Outlook's Word engine paints it where it ignores background-color. React's types lack it. */
const bgcolor = (color: string): object => ({ bgcolor: color });

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={paragraphStyle}>{children}</Text>;
}

/** Smaller, muted text: expiry notes, "if this wasn't you". */
export function Note({ children }: { children: ReactNode }) {
  return <Text style={noteStyle}>{children}</Text>;
}

/** Bold in HTML, plain in text. */
export function Strong({ children }: { children: string }) {
  return <strong style={{ color: colors.ink, fontWeight: 'bold' }}>{children}</strong>;
}

/** A one-time code, large and spaced so it reads at a glance and copies as one word. */
export function OneTimeCode({ code }: { code: string }) {
  return (
    <Text style={{ margin: '8px 0 22px', fontFamily: "'Courier New', Courier, monospace", fontSize: '32px', lineHeight: '40px', letterSpacing: '8px', fontWeight: 'bold', color: colors.ink }}>
      {code}
    </Text>
  );
}

/**
 * The main action: a button, then the link itself as text for clients that break buttons.
 * Only absolute http(s) links: anything else is a bug and fails the render (see assertHttpUrl).
 */
export function CallToAction({ label, url }: { label: string; url: string }) {
  const href = assertHttpUrl(url);
  return (
    <>
      <Section style={{ margin: '10px 0 22px' }}>
        <Button
          href={href}
          rel="noopener"
          data-text="cta"
          style={{
            backgroundColor: colors.gold,
            borderRadius: '2px',
            padding: '15px 34px',
            fontFamily: sans,
            fontSize: '14px',
            fontWeight: 'bold',
            letterSpacing: '2px',
            lineHeight: '18px',
            textTransform: 'uppercase',
            color: colors.ink,
          }}
        >
          {label}
        </Button>
      </Section>
      <Text data-skip-in-text style={{ ...noteStyle, margin: '0 0 6px', fontSize: '13px', lineHeight: '20px' }}>
        If the button does not work, copy this link into your browser:
      </Text>
      <Text data-skip-in-text style={{ ...noteStyle, margin: '0 0 22px', fontSize: '13px', lineHeight: '20px', wordBreak: 'break-all' }}>
        <Link href={href} rel="noopener" style={linkStyle}>
          {href}
        </Link>
      </Text>
    </>
  );
}

/** A small text link after a sentence, for a secondary action (e.g. "never email me"). */
export function TextLink({ before, label, url }: { before: string; label: string; url: string }) {
  return (
    <Text style={noteStyle}>
      {`${before} `}
      <Link href={assertHttpUrl(url)} rel="noopener" data-text="link" style={linkStyle}>
        {label}
      </Link>
    </Text>
  );
}

/** Label and value pairs: an order's figures, the time of a change; an order line may show its bottle above its name. */
export function Details({ rows }: { rows: { label: string; value: string; image?: string | null }[] }) {
  return (
    <table
      {...layoutTable}
      width="100%"
      style={{ margin: '4px 0 22px', borderTop: `1px solid ${colors.hairline}`, borderBottom: `1px solid ${colors.hairline}` }}
    >
      <tbody>
        {rows.map((row, i) => (
          <tr key={i} data-text="row">
            <td
              style={{
                padding: '10px 12px 10px 0',
                width: '38%',
                verticalAlign: 'top',
                fontFamily: sans,
                fontSize: '13px',
                lineHeight: '20px',
                letterSpacing: '1px',
                textTransform: 'uppercase',
                color: colors.muted,
              }}
            >
              {row.image ? (
                <Img src={assertHttpUrl(row.image, 'picture')} width={48} height={60} alt="" style={{ display: 'block', marginBottom: '8px', borderRadius: '4px', objectFit: 'cover' }} />
              ) : null}
              {row.label}
            </td>
            <td style={{ padding: '10px 0', verticalAlign: 'top', fontFamily: sans, fontSize: '15px', lineHeight: '22px', color: colors.ink, wordBreak: 'break-word' }}>
              {row.value}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Titled points with a gold diamond: the welcome email's member benefits. */
export function BenefitList({ items }: { items: readonly { title: string; text: string }[] }) {
  return (
    <table {...layoutTable} width="100%" style={{ margin: '4px 0 22px' }}>
      <tbody>
        {items.map((item) => (
          <tr key={item.title} data-text="item">
            <td data-skip-in-text style={{ width: '22px', padding: '4px 0 14px', verticalAlign: 'top', fontFamily: serif, fontSize: '16px', lineHeight: '24px', color: colors.goldText }}>
              ◆
            </td>
            <td style={{ padding: '4px 0 14px', verticalAlign: 'top', fontFamily: sans, fontSize: '15px', lineHeight: '24px', color: colors.body }}>
              <strong style={{ fontFamily: serif, fontSize: '18px', fontWeight: 'bold', color: colors.ink }}>{item.title}</strong>
              <br data-text="dash" />
              {item.text}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const accountReason = (store: StoreInfo) => `This is a service email about your ${store.name} account.`;

export interface EmailLayoutProps {
  /** The store the email speaks for: its name, tagline, address and contacts in the frame. */
  store: StoreInfo;
  subject: string;
  /** The inbox preview line. */
  preheader: string;
  heading: string;
  /** Raw name as typed by the customer; cleaned here. */
  name: string;
  /** The footer's last line: why this person got the email. */
  reason?: string;
  children: ReactNode;
}

/** The house frame: brand header, the greeting, the body, the sign-off, and the studio footer. */
export function EmailLayout({ store, subject, preheader, heading, name, reason = accountReason(store), children }: EmailLayoutProps) {
  const clean = inlineText(name);
  // React Email's Html puts dir before lang; the document opens <html lang="en"> as it always has.
  return (
    <html lang="en" dir="ltr">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
        <title>{subject}</title>
      </Head>
      <Preview>{preheader}</Preview>
      <Body style={{ margin: 0, padding: 0, width: '100%', backgroundColor: colors.ivory, WebkitTextSizeAdjust: '100%' }}>
        <table {...layoutTable} width="100%" {...bgcolor(colors.ivory)} style={{ backgroundColor: colors.ivory }}>
          <tbody>
            <tr>
              <td align="center" style={{ padding: '24px 12px' }}>
                <table {...layoutTable} width="100%" style={{ maxWidth: '600px', width: '100%' }}>
                  <tbody>
                    <tr>
                      <td align="center" {...bgcolor(colors.ink)} style={{ backgroundColor: colors.ink, padding: '30px 24px 26px' }}>
                        <p data-text="brand" style={{ margin: 0, fontFamily: serif, fontSize: '26px', lineHeight: '32px', letterSpacing: '6px', textTransform: 'uppercase', color: colors.gold }}>
                          {store.name}
                        </p>
                        <p data-text="line" style={{ margin: '8px 0 0', fontFamily: sans, fontSize: '11px', lineHeight: '16px', letterSpacing: '3px', textTransform: 'uppercase', color: colors.ivory }}>
                          {store.tagline}
                        </p>
                      </td>
                    </tr>
                    <tr data-skip-in-text>
                      <td height="3" {...bgcolor(colors.gold)} style={{ height: '3px', lineHeight: '3px', fontSize: '3px', backgroundColor: colors.gold }}>
                        {'\u00a0'}
                      </td>
                    </tr>
                    <tr>
                      <td {...bgcolor(colors.card)} style={{ backgroundColor: colors.card, padding: '40px 36px 24px' }}>
                        <h1 style={{ margin: '0 0 24px', fontFamily: serif, fontSize: '30px', lineHeight: '38px', fontWeight: 'normal', color: colors.ink }}>{heading}</h1>
                        <Paragraph>{clean ? `Hello ${clean},` : 'Hello,'}</Paragraph>
                        {children}
                        <Text style={{ ...paragraphStyle, margin: '8px 0 0' }}>
                          With warm regards,
                          <br />
                          <span style={{ fontFamily: serif, fontSize: '18px', color: colors.ink }}>{`The ${store.name} team`}</span>
                        </Text>
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: '28px 24px 8px', textAlign: 'center' }}>
                        <Hr style={{ borderColor: colors.hairline, margin: '0 0 20px' }} />
                        <p data-text="line" style={{ margin: '0 0 8px', fontFamily: serif, fontSize: '16px', letterSpacing: '3px', textTransform: 'uppercase', color: colors.ink }}>
                          {store.name}
                        </p>
                        <p data-text="line" style={smallStyle}>
                          {studioAddressLines(store).map((line, i) => (
                            <Fragment key={i}>
                              {i > 0 && <span data-text="break">, </span>}
                              {line}
                            </Fragment>
                          ))}
                        </p>
                        <p data-text="line" style={smallStyle}>
                          {'Questions? Write to '}
                          <Link href={`mailto:${store.email}`} data-text="plain" style={linkStyle}>
                            {store.email}
                          </Link>
                          {' or call '}
                          <Link href={store.phoneHref} data-text="plain" style={linkStyle}>
                            {store.phone}
                          </Link>
                          .
                        </p>
                        <p data-text="line" style={smallStyle}>
                          {reason}
                        </p>
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </Body>
    </html>
  );
}

/* The plain-text part: html-to-text (through React Email's toPlainText) with the rules below. */

const elementChildren = (elem: Parameters<FormatCallback>[0]) => (elem.children ?? []).filter((c) => c.type === 'tag');

/** The label, a colon, then the URL on its own line, so every mail client makes it a link. */
function writeLabelledLink(...[elem, walk, builder]: Parameters<FormatCallback>) {
  walk(elem.children ?? [], builder);
  builder.addInline(':');
  builder.addLineBreak();
  builder.addInline(String(elem.attribs?.href ?? ''), { noWordTransform: true });
}

/** A button: "Label:" and its URL as a block of their own. */
const labelledLink: FormatCallback = (elem, walk, builder, options) => {
  builder.openBlock({ leadingLineBreaks: options.leadingLineBreaks ?? 2 });
  writeLabelledLink(elem, walk, builder, options);
  builder.closeBlock({ trailingLineBreaks: options.trailingLineBreaks ?? 2 });
};

/** A link at the end of a sentence: the sentence goes on into "label:" and the URL. */
const inlineLabelledLink: FormatCallback = writeLabelledLink;

/** One "Label: value" line per details row. */
const labelValue: FormatCallback = (elem, walk, builder) => {
  const [label, value] = elementChildren(elem);
  builder.openBlock({ leadingLineBreaks: 1 });
  walk(label?.children ?? [], builder);
  builder.addInline(': ');
  walk(value?.children ?? [], builder);
  builder.closeBlock({ trailingLineBreaks: 1 });
};

/** "• Title — text" for each benefit. */
const bulletItem: FormatCallback = (elem, walk, builder) => {
  builder.openBlock({ leadingLineBreaks: 1 });
  builder.addInline('• ');
  walk(elem.children ?? [], builder);
  builder.closeBlock({ trailingLineBreaks: 1 });
};

const dash: FormatCallback = (_elem, _walk, builder) => builder.addInline(' — ');

/** The heading underlined with "=", as plain-text email has always done. */
const underlined: FormatCallback = (elem, walk, builder) => {
  const text = (elem.children ?? []).map((c) => c.data ?? '').join('');
  builder.openBlock({ leadingLineBreaks: 2 });
  walk(elem.children ?? [], builder);
  builder.addLineBreak();
  builder.addInline('='.repeat(text.length));
  builder.closeBlock({ trailingLineBreaks: 2 });
};

export const PLAIN_TEXT: HtmlToTextOptions = {
  formatters: { labelledLink, inlineLabelledLink, labelValue, bulletItem, dash, underlined },
  selectors: [
    { selector: 'h1', format: 'underlined' },
    // A bottle's picture says nothing the line's name does not.
    { selector: 'img', format: 'skip' },
    { selector: 'p[data-text=brand]', format: 'heading', options: { uppercase: true, leadingLineBreaks: 1, trailingLineBreaks: 1 } },
    { selector: 'p[data-text=line]', format: 'block', options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
    { selector: 'hr', format: 'horizontalLine', options: { length: 2, leadingLineBreaks: 2, trailingLineBreaks: 1 } },
    { selector: 'a[data-text=cta]', format: 'labelledLink' },
    { selector: 'a[data-text=link]', format: 'inlineLabelledLink' },
    // The address is the link's text already: mailto: and tel: add nothing to read.
    { selector: 'a[data-text=plain]', format: 'inline' },
    { selector: 'tr[data-text=row]', format: 'labelValue' },
    { selector: 'tr[data-text=item]', format: 'bulletItem' },
    { selector: 'br[data-text=dash]', format: 'dash' },
    // One line a part in text, as an address is written on an envelope; commas in HTML.
    { selector: 'span[data-text=break]', format: 'lineBreak' },
  ],
};

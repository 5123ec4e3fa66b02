import { describe, expect, it } from 'vitest';
import { contactReplyLink, isPlainEmailAddress, mailtoLink } from '@/lib/contact/mailto';

describe('the back office reply link (mailto:)', () => {
  it('links a plain address with an encoded subject', () => {
    expect(contactReplyLink({ email: 'priya.sharma+orders@example.co.in', subject: 'Gift wrap & a note?' })).toBe(
      'mailto:priya.sharma%2Borders@example.co.in?subject=Re%3A%20Gift%20wrap%20%26%20a%20note%3F',
    );
    expect(mailtoLink('a@b.com')).toBe('mailto:a@b.com');
  });

  it.each([
    'victim@x.com?cc=attacker@evil.com&bcc=x@y',
    'a@b.com%3Fcc%3Devil',
    'a@b.com%3Fcc%3Devil@evil.com',
    'a@b.com,attacker@evil.com',
    'a@b.com&cc=attacker@evil.com',
    'a@b.com?body=hello',
    'a b@c.com',
    'a@b.com\r\nBcc: x@y.com',
    '"a?cc=x"@b.com',
    'a@b',
    'a..b@c.com',
    '',
  ])('makes no link for %j, so it cannot add recipients or headers', (email) => {
    expect(isPlainEmailAddress(email)).toBe(false);
    expect(mailtoLink(email)).toBeNull();
    expect(contactReplyLink({ email, subject: 'Hello' })).toBeNull();
  });

  it('a crafted subject stays the subject: no extra parameters, no line breaks', () => {
    const link = contactReplyLink({ email: 'a@b.com', subject: 'Hi&cc=attacker@evil.com\r\nBcc: x@y.com' })!;
    const url = new URL(link);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('a@b.com');
    expect([...url.searchParams.keys()]).toEqual(['subject']);
    expect(url.searchParams.get('subject')).toBe('Re: Hi&cc=attacker@evil.com Bcc: x@y.com');
    expect(link).not.toMatch(/%0[DA]/i);
  });
});

import { Link } from '@/components/ui/link';
import { ArrowLeft } from 'lucide-react';
import { EmailPreview } from './email-preview';

/** An email's two parts as the back office shows them: the HTML in a sandboxed frame, then the plain text. */
export function EmailPreviewParts({ html, text, subject }: { html: string; text: string; subject: string }) {
  return (
    <>
      <section aria-labelledby="email-html" className="mt-8">
        <h2 id="email-html" className="text-xl font-medium">
          HTML
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          The whole message, shown in a sandbox: scripts, forms and links inside it do not run.
        </p>
        <EmailPreview html={html} title={`HTML part of the email “${subject}”`} />
      </section>

      <section aria-labelledby="email-text" className="mt-8">
        <h2 id="email-text" className="text-xl font-medium">
          Plain text
        </h2>
        <pre className="mt-3 rounded-lg border border-border bg-card p-4 font-mono text-sm leading-relaxed break-words whitespace-pre-wrap">
          {text}
        </pre>
      </section>
    </>
  );
}

/** The way back up from an email page (an outbox message, a template preview). */
export function EmailBackLink({ href, children }: { href: string; children: string }) {
  return (
    <Link
      href={href}
      className="mb-6 inline-flex h-11 items-center gap-2 text-sm font-medium underline decoration-gold-deep/60 underline-offset-4 hover:decoration-current"
    >
      <ArrowLeft aria-hidden className="h-4 w-4" />
      {children}
    </Link>
  );
}

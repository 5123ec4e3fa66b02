import { Link } from '@/components/ui/link';
import { MailWarning } from 'lucide-react';
import { ResendVerification } from '@/components/account/resend-verification';
import { EMAIL_CODE_LENGTH } from '@/lib/auth/messages';
import { CheckoutSignIn } from './checkout-sign-in';

/**
 * Checkout's answer to an unverified customer: they may browse and fill a bag, but an order
 * needs an address that receives the confirmation, the GST invoice and the delivery updates.
 */
export function VerifyEmailGate({ email }: { email: string }) {
  return (
    <section
      aria-labelledby="verify-gate-title"
      className="mx-auto max-w-xl rounded-lg border border-border bg-card p-6 text-center shadow-xs sm:p-10"
    >
      <MailWarning aria-hidden className="mx-auto h-10 w-10 text-gold-deep" />
      <h2 id="verify-gate-title" className="mt-4 text-2xl font-medium">
        Please verify your email to check out
      </h2>
      <p className="mt-3 text-sm leading-relaxed text-muted-foreground">
        We send your order confirmation, your GST invoice and every delivery update to{' '}
        <strong className="break-all text-foreground">{email}</strong>, so we need to know it reaches you. Open the link
        we emailed you, or have a {EMAIL_CODE_LENGTH}-digit code sent and enter it here.
      </p>
      <div className="mx-auto mt-6 max-w-sm">
        <CheckoutSignIn returnTo="/checkout" knownEmail={email} />
      </div>
      <div className="mx-auto mt-4 max-w-xs">
        <ResendVerification email={email} />
      </div>
      <p className="mt-6 text-sm text-muted-foreground">
        Wrong address?{' '}
        <Link href="/settings#email" className="font-medium text-foreground underline underline-offset-4">
          Change it in Settings
        </Link>
      </p>
    </section>
  );
}

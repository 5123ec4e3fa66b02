import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { ChangeEmailForm } from '@/components/account/change-email-form';
import { ChangePasswordForm } from '@/components/account/change-password-form';
import { DeleteAccount } from '@/components/account/delete-account';
import { AccountQuickLinks } from '@/components/account/quick-links';
import { SignOutEverywhere } from '@/components/account/sign-out-everywhere';
import { PageHero } from '@/components/layout/page-hero';
import { requireUserPage } from '@/lib/auth/page-guards';

export const metadata: Metadata = {
  title: 'Settings',
  description: 'Your password, email address, sessions and account.',
  robots: { index: false, follow: false },
};

const sectionClass = 'scroll-mt-28 rounded-lg border bg-card p-6 shadow-xs sm:p-10';

export default async function SettingsPage() {
  const user = await requireUserPage('/settings');
  // Only a deleted account lacks an email, and a deleted account cannot be signed in.
  const email = user.email ?? '';
  const passwordTitle = user.hasPassword ? 'Change password' : 'Set a password';

  return (
    <>
      <PageHero
        variant="compact"
        eyebrow="Your account"
        title="Settings"
        subtitle="Your password, your email address, and your account itself."
      />

      <div className="container-page grid gap-8 py-10 sm:py-14 lg:grid-cols-[20rem_minmax(0,1fr)] lg:gap-12">
        <div className="space-y-6 lg:sticky lg:top-28 lg:self-start">
          <nav aria-label="On this page" className="rounded-lg border border-border bg-card p-4 shadow-xs">
            <p className="eyebrow px-2 text-gold-deep">On this page</p>
            <ul className="mt-2 flex flex-wrap gap-1 lg:flex-col">
              {[
                { href: '#password', label: passwordTitle },
                { href: '#email', label: 'Change email' },
                { href: '#sessions', label: 'Sign out everywhere' },
                { href: '#delete-account', label: 'Delete account' },
              ].map((item) => (
                <li key={item.href}>
                  <a
                    href={item.href}
                    className="inline-flex min-h-11 items-center rounded-md px-2 text-sm underline-offset-4 hover:bg-cream hover:underline"
                  >
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <AccountQuickLinks current="/settings" className="hidden lg:block" />
        </div>

        <div className="min-w-0 space-y-8">
          <section id="password" aria-labelledby="password-heading" className={`${sectionClass} border-border`}>
            <h2 id="password-heading" className="text-2xl font-medium sm:text-3xl">
              {passwordTitle}
            </h2>
            <p className="mt-2 mb-6 max-w-2xl text-sm text-muted-foreground">
              {user.hasPassword
                ? 'Use at least 8 characters. Changing your password signs you out on your other devices; you stay signed in here.'
                : 'Your account uses Google sign-in, so it has no password yet. Set one to also sign in with your email address and a password.'}
            </p>
            <ChangePasswordForm email={email} hasPassword={user.hasPassword} />
          </section>

          <section id="email" aria-labelledby="email-heading" className={`${sectionClass} border-border`}>
            <h2 id="email-heading" className="text-2xl font-medium sm:text-3xl">
              Change email
            </h2>
            <p className="mt-2 mb-6 max-w-2xl text-sm text-muted-foreground">
              We send a confirmation link to the new address. Your email changes only once you open it
              {user.hasPassword ? ', and we ask for your password first to be sure it is you' : ''}.
            </p>
            <ChangeEmailForm
              // The pending address is followed inside the form (its message about the link it just sent
              // must outlive the refresh that brings that address); a changed email starts it again.
              key={email}
              currentEmail={email}
              pendingEmail={user.pendingEmail}
              hasPassword={user.hasPassword}
            />
          </section>

          <section id="sessions" aria-labelledby="sessions-heading" className={`${sectionClass} border-border`}>
            <h2 id="sessions-heading" className="text-2xl font-medium sm:text-3xl">
              Sign out everywhere
            </h2>
            <p className="mt-2 mb-6 max-w-2xl text-sm text-muted-foreground">
              Lost a phone, or signed in on a shared computer? This signs your account out on every browser, phone and
              app at once, including this one.
            </p>
            <SignOutEverywhere />
          </section>

          <section
            id="delete-account"
            aria-labelledby="delete-heading"
            className={`${sectionClass} border-destructive/40`}
          >
            <p className="eyebrow text-destructive">Danger zone</p>
            <h2 id="delete-heading" className="mt-2 text-2xl font-medium sm:text-3xl">
              Delete account
            </h2>
            <p className="mt-2 max-w-2xl text-sm text-muted-foreground">
              Closing your account is permanent. Before you go, you may want to check{' '}
              <Link href="/orders" className="font-medium text-foreground underline underline-offset-4">
                your orders
              </Link>
              .
            </p>
            <ul className="mt-5 max-w-2xl list-disc space-y-2 pl-5 text-sm marker:text-destructive">
              <li>
                <span className="font-medium">Removed:</span> your name, email address, phone number, saved
                addresses, profile photo, cart and wishlist.
              </li>
              <li>
                <span className="font-medium">Kept:</span> your orders and invoices, because the law requires us to
                keep tax records.
              </li>
              <li>Your reviews stay on the fragrances, shown anonymously.</li>
              <li>You are signed out everywhere, and this cannot be undone.</li>
            </ul>
            <div className="mt-6">
              {user.role === 'admin' ? (
                // The server refuses an admin deleting their own account (the last admin must never vanish).
                <p className="max-w-2xl rounded-md border border-border bg-cream p-4 text-sm">
                  Admin accounts cannot delete themselves. Ask another admin to change your role to customer first,
                  or to delete your account from the back office.
                </p>
              ) : (
                <DeleteAccount userId={user.id} email={email} hasPassword={user.hasPassword} />
              )}
            </div>
          </section>

          <AccountQuickLinks current="/settings" className="lg:hidden" />
        </div>
      </div>
    </>
  );
}

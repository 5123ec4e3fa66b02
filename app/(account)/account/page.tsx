import type { Metadata } from 'next';
import { BadgeCheck, CalendarDays, KeyRound, MailWarning } from 'lucide-react';
import { AccountQuickLinks } from '@/components/account/quick-links';
import { formatAccountDate, signInMethods } from '@/components/account/format';
import { ProfileForm } from '@/components/account/profile-form';
import { ProfilePhoto } from '@/components/account/profile-photo';
import { ResendVerification } from '@/components/account/resend-verification';
import { PageHero } from '@/components/layout/page-hero';
import { Badge } from '@/components/ui/badge';
import { requireUserPage } from '@/lib/auth/page-guards';
import { directUploadsEnabled } from '@/lib/uploads/config';
import { dataKey } from '@/lib/data-key';

export const metadata: Metadata = {
  title: 'My Account',
  description: 'Your profile, photo and delivery address.',
  robots: { index: false, follow: false },
};

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] || 'there';
}

export default async function AccountPage() {
  const user = await requireUserPage('/account');
  // Only a deleted account lacks an email, and a deleted account cannot be signed in.
  const email = user.email ?? '';
  const memberSince = formatAccountDate(user.createdAt);

  return (
    <>
      <PageHero
        variant="compact"
        eyebrow="Your account"
        title="My Account"
        subtitle={`Welcome back, ${firstName(user.name)}. Keep your details up to date for quicker checkout.`}
      />

      <div className="container-page grid gap-8 py-10 sm:py-14 lg:grid-cols-[20rem_minmax(0,1fr)] lg:gap-12">
        <div className="space-y-6">
          <section aria-labelledby="profile-summary" className="rounded-lg border border-border bg-card p-6 shadow-xs">
            <ProfilePhoto key={dataKey(user.profileImage)} userId={user.id} name={user.name} profileImage={user.profileImage} directUploads={directUploadsEnabled()} />

            <div className="mt-6 text-center">
              <h2 id="profile-summary" className="text-2xl font-medium break-words">
                {user.name}
              </h2>
              <p className="mt-1 text-sm break-all text-muted-foreground">{email}</p>
              <div className="mt-3 flex justify-center">
                {user.isEmailVerified ? (
                  <Badge variant="success">
                    <BadgeCheck aria-hidden />
                    Verified
                  </Badge>
                ) : (
                  <Badge variant="warning">
                    <MailWarning aria-hidden />
                    Unverified
                  </Badge>
                )}
              </div>
            </div>

            {!user.isEmailVerified ? (
              <div className="mt-5 space-y-3 rounded-md border border-warning/30 bg-warning/5 p-4 text-sm">
                <p>
                  Please confirm your email address with the link we sent you, so order updates and receipts reach
                  you.
                </p>
                <ResendVerification email={email} />
              </div>
            ) : null}

            {user.pendingEmail ? (
              <p className="mt-5 rounded-md border border-border bg-cream p-4 text-sm">
                <span className="font-medium">Email change pending: </span>
                we sent a confirmation link to <span className="break-all">{user.pendingEmail}</span>. Your email
                changes once you open it.
              </p>
            ) : null}

            <dl className="mt-6 space-y-3 border-t border-border pt-5 text-sm">
              {memberSince ? (
                // A <dl>'s groups may hold only <dt> and <dd>: the icon sits inside the <dt>.
                <div className="relative pl-7">
                  <dt className="text-muted-foreground">
                    <CalendarDays aria-hidden className="absolute top-0.5 left-0 size-4 text-gold-deep" />
                    Member since
                  </dt>
                  <dd className="font-medium">{memberSince}</dd>
                </div>
              ) : null}
              <div className="relative pl-7">
                <dt className="text-muted-foreground">
                  <KeyRound aria-hidden className="absolute top-0.5 left-0 size-4 text-gold-deep" />
                  Sign-in
                </dt>
                <dd className="font-medium">{signInMethods(user.hasPassword, user.authProviders)}</dd>
              </div>
            </dl>
          </section>

          <AccountQuickLinks current="/account" />
        </div>

        <section aria-label="Profile details" className="rounded-lg border border-border bg-card p-6 shadow-xs sm:p-10">
          <ProfileForm
            key={dataKey([email, user.name, user.phone, user.address])}
            userId={user.id}
            email={email}
            name={user.name}
            phone={user.phone}
            address={user.address}
          />
        </section>
      </div>
    </>
  );
}

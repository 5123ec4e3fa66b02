'use client';

import { useRouter } from 'next/navigation';
import { LockKeyhole, ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { AUTH_STORAGE_KEYS } from '@/lib/auth/redirects';
import { AuthCard } from './auth-card';
import { removeStored } from './storage';
import { useStoredValue } from './use-stored';

const tips = [
  'Use a password you do not use on any other site.',
  'Longer is stronger: a phrase of several words is easy to remember and hard to guess.',
  'We will never ask for your password by email, phone or chat.',
  'If you did not ask for this change, reset your password again and contact us.',
] as const;

export function PasswordResetComplete() {
  const router = useRouter();
  const email = useStoredValue('local', AUTH_STORAGE_KEYS.resetEmail);

  return (
    <AuthCard
      icon={ShieldCheck}
      tone="success"
      eyebrow="All done"
      title="Password Updated"
      description={
        <>
          <p>
            The password for {email ? <span className="font-medium break-all text-foreground">{email}</span> : 'your account'} has
            been changed.
          </p>
          <p className="mt-2">For your security, any other devices signed in to this account have been signed out.</p>
        </>
      }
    >
      <div className="rounded-md border border-border bg-cream px-4 py-4">
        <h2 className="flex items-center gap-2 font-sans text-sm font-semibold tracking-wide">
          <LockKeyhole aria-hidden className="size-4 text-gold-deep" />
          Keeping your account safe
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-muted-foreground">
          {tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </div>
      <Button
        type="button"
        size="lg"
        className="mt-8 w-full"
        onClick={() => {
          removeStored('local', AUTH_STORAGE_KEYS.resetEmail);
          router.push('/login');
        }}
      >
        Sign In Now
      </Button>
    </AuthCard>
  );
}

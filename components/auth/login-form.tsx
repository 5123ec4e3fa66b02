'use client';

import { Link } from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavCounts } from '@/components/layout/nav-counts';
import { BusyButton } from '@/components/ui/busy-button';
import { Checkbox } from '@/components/ui/checkbox';
import { toastSuccess } from '@/components/ui/sonner';
import { AUTH_MESSAGES, mergeSummary } from '@/lib/auth/messages';
import { AUTH_STORAGE_KEYS, afterLoginDestination, isSignedInOnlyPath } from '@/lib/auth/redirects';
import { ApiError, apiFetch, errorMessage, type FieldErrors } from '@/lib/client/api';
import { authLinkClass } from './auth-card';
import { EmailField, FormMessage, PasswordField, focusById } from './fields';
import { GoogleButton } from './google-button';
import { useAuth } from './session';
import { removeStored } from './storage';
import { readStoredTarget } from './targets';
import { isAdminUser, type UserDto } from './user';

interface LoginData {
  user: UserDto;
  token: string;
  expiresAt: string;
  wishlistMerged?: boolean;
  cartMerged?: boolean;
  mergedItems?: { wishlist?: number; cart?: number };
  wishlistCount?: number;
  cartCount?: number;
}

type Field = 'email' | 'password';
const FIELDS: readonly Field[] = ['email', 'password'];

/** The welcome toast lasts 3 s, 6 s when guest items were merged into the account. */
const WELCOME_MS = 3000;
const WELCOME_MERGED_MS = 6000;

function pickFieldErrors(errors: FieldErrors): Partial<Record<Field, string>> {
  return { email: errors.email?.[0], password: errors.password?.[0] };
}

export function LoginForm() {
  const router = useRouter();
  const { status, user, setUser } = useAuth();
  const counts = useNavCounts();
  const uid = useId();
  const busyRef = useRef(false);
  // Set once this form signs someone in, so the "already signed in" redirect stays out of its way.
  const signedInHere = useRef(false);
  const id = (name: string) => `${uid}-${name}`;
  const fieldId = (field: Field | undefined) => (field ? id(field) : undefined);

  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Visiting /login while signed in sends the shopper on, as a fresh sign-in would.
  useEffect(() => {
    if (status !== 'authenticated' || !user || signedInHere.current) return;
    router.replace(afterLoginDestination({ target: readStoredTarget(), isAdmin: isAdminUser(user), cartCount: counts.cart }));
  }, [status, user, counts.cart, router]);

  function clearError(field: Field) {
    if (errors[field]) setErrors((prev) => ({ ...prev, [field]: undefined }));
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busyRef.current) return;

    const next: Partial<Record<Field, string>> = {};
    if (!email.trim()) next.email = AUTH_MESSAGES.emailRequired;
    if (!password) next.password = AUTH_MESSAGES.passwordRequired;
    if (next.email || next.password) {
      setErrors(next);
      setFormError(null);
      focusById(fieldId(FIELDS.find((f) => next[f])));
      return;
    }

    busyRef.current = true;
    setBusy(true);
    setErrors({});
    setFormError(null);
    try {
      const res = await apiFetch<LoginData>('/api/v1/auth/login', {
        method: 'POST',
        body: { email: email.trim(), password, rememberMe },
        fallbackMessage: AUTH_MESSAGES.loginFailed,
      });
      const data = res.data;
      if (!data?.user) throw new ApiError(AUTH_MESSAGES.invalidLoginResponse, { status: 200, code: 'INVALID_RESPONSE' });

      signedInHere.current = true;
      const destination = afterLoginDestination({
        target: readStoredTarget(),
        isAdmin: isAdminUser(data.user),
        cartCount: data.cartCount ?? 0,
      });
      removeStored('session', AUTH_STORAGE_KEYS.redirectAfterLogin);
      setUser(data.user);
      // 'Welcome back! We saved 1 wishlist item and 2 cart items to your account.'
      const merged = mergeSummary(
        data.wishlistMerged ? (data.mergedItems?.wishlist ?? 0) : 0,
        data.cartMerged ? (data.mergedItems?.cart ?? 0) : 0,
      );
      toastSuccess(merged ? `${AUTH_MESSAGES.welcomeBack} ${merged}` : AUTH_MESSAGES.welcomeBack, {
        duration: merged ? WELCOME_MERGED_MS : WELCOME_MS,
      });
      // A page only the signed-in may open is loaded afresh: the router may still hold it as the
      // guest saw it (the guard's answer, /login), and a client navigation on that entry lands back
      // here (seen with the footer's Track Your Order). Elsewhere the client navigation keeps the toast.
      if (isSignedInOnlyPath(destination)) {
        window.location.assign(destination);
        return;
      }
      router.refresh();
      router.replace(destination);
      // Stay busy: the page is about to change.
      return;
    } catch (err) {
      const fieldErrors = err instanceof ApiError ? pickFieldErrors(err.errors) : {};
      setErrors(fieldErrors);
      const firstBad = FIELDS.find((f) => fieldErrors[f]);
      // Field messages sit under their fields; the alert carries only what has no field.
      setFormError(firstBad ? null : errorMessage(err, AUTH_MESSAGES.loginFailed));
      focusById(fieldId(firstBad));
    }
    busyRef.current = false;
    setBusy(false);
  }

  return (
    <>
      <form onSubmit={onSubmit} noValidate aria-busy={busy} className="space-y-5">
        <EmailField
          id={id('email')}
          name="email"
          label="Email"
          required
          value={email}
          error={errors.email}
          onChange={(e) => {
            setEmail(e.target.value);
            clearError('email');
          }}
        />
        <PasswordField
          id={id('password')}
          name="password"
          label="Password"
          autoComplete="current-password"
          required
          value={password}
          error={errors.password}
          onChange={(e) => {
            setPassword(e.target.value);
            clearError('password');
          }}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-3">
            <Checkbox
              id={id('remember')}
              name="rememberMe"
              checked={rememberMe}
              onCheckedChange={(v) => setRememberMe(v === true)}
            />
            <label htmlFor={id('remember')} className="text-sm select-none">
              Remember me
            </label>
          </div>
          <Link href="/forgot-password" className={`${authLinkClass} text-sm`}>
            Forgot password?
          </Link>
        </div>

        <FormMessage message={formError} />

        <BusyButton busy={busy} busyLabel="Signing in..." type="submit" size="lg" className="w-full">
          Sign in
        </BusyButton>
      </form>
      <GoogleButton divider />
    </>
  );
}

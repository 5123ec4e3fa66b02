import { Check, X } from 'lucide-react';
import { PASSWORD_MIN_LENGTH } from '@/lib/auth/messages';
import { passwordChecklist } from './validate';

function Requirement({ met, children }: { met: boolean; children: React.ReactNode }) {
  return (
    <li className={met ? 'flex items-center gap-2 text-success' : 'flex items-center gap-2 text-muted-foreground'}>
      {met ? <Check aria-hidden className="size-4 shrink-0" /> : <X aria-hidden className="size-4 shrink-0" />}
      <span>
        <span className="sr-only">{met ? 'Done: ' : 'Not yet: '}</span>
        {children}
      </span>
    </li>
  );
}

/**
 * The live checklist under a new password (reset, change or first password): it ticks as the
 * shopper types. `id` is the list's, for the password field's aria-describedby.
 */
export function PasswordChecklist({ id, newPassword, confirmPassword }: { id: string; newPassword: string; confirmPassword: string }) {
  const { longEnough, matches } = passwordChecklist({ newPassword, confirmPassword });
  return (
    <div className="rounded-md border border-border bg-cream px-4 py-3">
      <p id={`${id}-title`} className="text-sm font-medium">
        Password requirements
      </p>
      <ul id={id} aria-labelledby={`${id}-title`} aria-live="polite" className="mt-2 space-y-1.5 text-sm">
        <Requirement met={longEnough}>At least {PASSWORD_MIN_LENGTH} characters</Requirement>
        <Requirement met={matches}>Passwords match</Requirement>
      </ul>
    </div>
  );
}

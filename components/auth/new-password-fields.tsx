import { PasswordField } from './fields';
import { PasswordChecklist } from './password-checklist';
import type { NewPasswordErrors, NewPasswordValues } from './validate';

type Field = keyof NewPasswordValues;

interface NewPasswordFieldsProps {
  /** The id of a field's input, where focus goes when it is wrong. */
  idFor: (field: Field) => string;
  values: NewPasswordValues;
  errors: NewPasswordErrors;
  disabled?: boolean;
  onChange: (field: Field, value: string) => void;
  /** Around the two fields (side by side on a wide form, say). */
  className?: string;
}

/** A new password and its confirmation, with the checklist that ticks as they are typed (reset and change password). */
export function NewPasswordFields({ idFor, values, errors, disabled, onChange, className }: NewPasswordFieldsProps) {
  const rulesId = `${idFor('newPassword')}-rules`;
  const field = (k: Field) => ({
    id: idFor(k),
    name: k,
    value: values[k],
    error: errors[k],
    disabled,
    required: true,
    autoComplete: 'new-password',
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => onChange(k, e.target.value),
  });
  return (
    <>
      <div className={className}>
        <PasswordField {...field('newPassword')} label="New password" aria-describedby={rulesId} />
        <PasswordField {...field('confirmPassword')} label="Confirm new password" />
      </div>
      <PasswordChecklist id={rulesId} {...values} />
    </>
  );
}

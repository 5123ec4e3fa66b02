/*
 * The messages the store sends. Each variant carries exactly what its template needs, so a
 * caller cannot forget a link or an expiry (the compiler asks for it).
 */

export interface VerifyEmailMessage {
  template: 'verify-email';
  name: string;
  verifyUrl: string;
  expiresInHours: number;
}

export interface PasswordResetMessage {
  template: 'password-reset';
  name: string;
  resetUrl: string;
  expiresInMinutes: number;
}

export interface PasswordChangedMessage {
  template: 'password-changed';
  name: string;
  changedAt: Date;
  /** Where to ask for a reset link if the change was not the account holder's. */
  forgotUrl: string;
}

/** Sent to the OLD address once a change of email has been confirmed. */
export interface EmailChangedMessage {
  template: 'email-changed';
  name: string;
  oldEmail: string;
  newEmail: string;
  changedAt: Date;
}

/** Sent to the NEW address: the change happens only once this link is opened. */
export interface EmailChangeConfirmMessage {
  template: 'email-change-confirm';
  name: string;
  newEmail: string;
  confirmUrl: string;
  expiresInHours: number;
}

export interface WelcomeMessage {
  template: 'welcome';
  name: string;
  shopUrl: string;
}

export type EmailMessage =
  | VerifyEmailMessage
  | PasswordResetMessage
  | PasswordChangedMessage
  | EmailChangedMessage
  | EmailChangeConfirmMessage
  | WelcomeMessage;

export type EmailTemplate = EmailMessage['template'];

/** A message with its recipient: what `enqueueEmail` takes. */
export type OutgoingEmail = EmailMessage & { to: string };

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export const EMAIL_TEMPLATES = [
  'verify-email',
  'password-reset',
  'password-changed',
  'email-changed',
  'email-change-confirm',
  'welcome',
] as const satisfies readonly EmailTemplate[];

/** Names for the back office. */
export const EMAIL_TEMPLATE_LABELS: Record<EmailTemplate, string> = {
  'verify-email': 'Verify email',
  'password-reset': 'Password reset',
  'password-changed': 'Password changed',
  'email-changed': 'Email changed',
  'email-change-confirm': 'Confirm new email',
  welcome: 'Welcome',
};

/** Rows written before a template was renamed keep showing their stored name. */
export function emailTemplateLabel(template: string): string {
  return (EMAIL_TEMPLATE_LABELS as Record<string, string>)[template] ?? template;
}

export const EMAIL_STATUSES = ['pending', 'sent', 'failed', 'logged'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

export function isEmailStatus(value: unknown): value is EmailStatus {
  return typeof value === 'string' && (EMAIL_STATUSES as readonly string[]).includes(value);
}

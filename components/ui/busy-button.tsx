import { Loader2 } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';

interface BusyButtonProps extends Omit<ButtonProps, 'asChild'> {
  busy: boolean;
  /** What the button says while busy ('Signing in...'); its own label when left out. */
  busyLabel?: React.ReactNode;
  /** Before the label when idle; the spinner takes its place while busy. */
  icon?: React.ReactNode;
}

/**
 * A button that runs something: disabled with a spinner while it does, so a second press cannot
 * send it twice.
 */
export function BusyButton({ busy, busyLabel, icon, disabled, children, ...props }: BusyButtonProps) {
  return (
    <Button disabled={busy || disabled} aria-busy={busy || undefined} {...props}>
      {busy ? <Loader2 aria-hidden className="motion-safe:animate-spin" /> : icon}
      {busy && busyLabel !== undefined ? busyLabel : children}
    </Button>
  );
}

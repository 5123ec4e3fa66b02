import * as React from 'react';
import { cn } from '@/lib/utils/cn';

type AnyProps = Record<string, unknown>;

function composeRefs<T>(...refs: (React.Ref<T> | undefined)[]): React.RefCallback<T> {
  return (node) => {
    const cleanups = refs.map((ref) => {
      if (typeof ref === 'function') return ref(node);
      if (ref) ref.current = node;
      return undefined;
    });
    // React 19 calls a ref callback's returned function instead of calling it with null.
    return () =>
      refs.forEach((ref, i) => {
        const cleanup = cleanups[i];
        if (typeof cleanup === 'function') cleanup();
        else if (typeof ref === 'function') ref(null);
        else if (ref) ref.current = null;
      });
  };
}

/**
 * Renders its one child with the slot's props merged in, the `asChild` of Button and Badge:
 * the child's props win, except that both classes apply, both styles merge, both event handlers
 * run (the child's first) and both refs are set. Radix's Slot does the same and more (Slottable),
 * at five times the JavaScript on every storefront page that has a button.
 */
export function Slot({ children, ...slotProps }: AnyProps & { children?: React.ReactNode }) {
  if (!React.isValidElement<AnyProps>(children)) return null;
  const childProps = children.props;
  const merged: AnyProps = { ...slotProps, ...childProps };
  for (const key of Object.keys(slotProps)) {
    const ours = slotProps[key];
    const theirs = childProps[key];
    if (/^on[A-Z]/.test(key) && typeof ours === 'function' && typeof theirs === 'function') {
      merged[key] = (...args: unknown[]) => {
        const result = (theirs as (...a: unknown[]) => unknown)(...args);
        (ours as (...a: unknown[]) => unknown)(...args);
        return result;
      };
    } else if (key === 'style') {
      merged.style = { ...(ours as React.CSSProperties), ...(theirs as React.CSSProperties) };
    } else if (key === 'className') {
      merged.className = cn(ours as string, theirs as string);
    }
  }
  const slotRef = slotProps.ref as React.Ref<unknown> | undefined;
  const childRef = childProps.ref as React.Ref<unknown> | undefined;
  if (slotRef && childRef) merged.ref = composeRefs(slotRef, childRef);
  return React.cloneElement(children, merged);
}

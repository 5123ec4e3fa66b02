'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { toastWarning } from '@/components/ui/sonner';
import { ApiError } from '@/lib/client/api';
import type { CouponDto } from '@/lib/coupons/dto';
import { appliedCouponExpired, appliedCouponProblem } from './checkout-model';
import { CHECKOUT_UI_MESSAGES as M } from './messages';
import { validateCoupon } from './order-api';

export interface AppliedCoupon {
  code: string;
  /** Rupees off this order, as the server computed it. */
  discount: number;
  coupon: CouponDto | null;
  checkedAt: number;
}

export interface CouponNotice {
  tone: 'error' | 'success';
  text: string;
}

/**
 * A focus and a visibilitychange arrive together, and alt-tabbing repeats them: one check per
 * few seconds is enough to catch a coupon switched off or expired while the tab sat elsewhere.
 */
const RECHECK_AFTER_MS = 10_000;

function failureText(err: unknown): string {
  if (err instanceof ApiError) return err.status === 0 ? M.network : err.message || M.couponFailed;
  return M.couponFailed;
}

/**
 * The checkout's coupon: none, then applied; removable; re-validated when the page comes back
 * into view and before the order is placed, and removed with a message once it stops holding.
 */
export function useAppliedCoupon(subtotal: number) {
  const [applied, setApplied] = useState<AppliedCoupon | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<CouponNotice | null>(null);
  // The focus listener and the submit path read the latest value without re-subscribing.
  const appliedRef = useRef<AppliedCoupon | null>(null);
  const busyRef = useRef(false);

  const commit = useCallback((next: AppliedCoupon | null) => {
    appliedRef.current = next;
    setApplied(next);
  }, []);

  const remove = useCallback(
    (message?: string) => {
      commit(null);
      setNotice(message ? { tone: 'error', text: message } : null);
    },
    [commit],
  );

  const apply = useCallback(
    async (raw: string): Promise<boolean> => {
      const code = raw.trim().toUpperCase();
      if (!code) {
        setNotice({ tone: 'error', text: M.couponRequired });
        return false;
      }
      if (busyRef.current) return false;
      busyRef.current = true;
      setBusy(true);
      setNotice(null);
      try {
        const result = await validateCoupon(code, subtotal);
        if (!result.isValid) {
          setNotice({ tone: 'error', text: result.message || M.couponIssue });
          return false;
        }
        const appliedCode = result.coupon?.code?.toUpperCase() ?? code;
        commit({ code: appliedCode, discount: result.discountAmount, coupon: result.coupon, checkedAt: Date.now() });
        // Said once: the applied card shows it; this notice is only announced (no toast besides).
        setNotice({ tone: 'success', text: `Coupon ${appliedCode} applied` });
        return true;
      } catch (err) {
        setNotice({ tone: 'error', text: failureText(err) });
        return false;
      } finally {
        busyRef.current = false;
        setBusy(false);
      }
    },
    [commit, subtotal],
  );

  /**
   * Checks the applied coupon again. 'removed' when it no longer holds (the message is shown);
   * a failed call keeps it: the server checks the coupon again when the order is placed.
   */
  const recheck = useCallback(
    async (force: boolean): Promise<{ removed: false } | { removed: true; message: string }> => {
      const current = appliedRef.current;
      if (!current) return { removed: false };
      if (appliedCouponExpired(current.coupon)) {
        remove(M.couponExpired);
        toastWarning(M.couponExpired);
        return { removed: true, message: M.couponExpired };
      }
      if (!force && Date.now() - current.checkedAt < RECHECK_AFTER_MS) return { removed: false };
      try {
        const result = await validateCoupon(current.code, subtotal);
        // Removed or replaced while the call was out: that choice stands.
        if (appliedRef.current?.code !== current.code) return { removed: false };
        const problem = appliedCouponProblem(result);
        if (problem) {
          remove(problem);
          toastWarning(problem);
          return { removed: true, message: problem };
        }
        commit({ ...current, discount: result.discountAmount, coupon: result.coupon ?? current.coupon, checkedAt: Date.now() });
      } catch {
        // Kept on purpose; see above.
      }
      return { removed: false };
    },
    [commit, remove, subtotal],
  );

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void recheck(false);
    };
    window.addEventListener('focus', onVisible);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', onVisible);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [recheck]);

  return { applied, busy, notice, apply, remove, recheck, setNotice };
}

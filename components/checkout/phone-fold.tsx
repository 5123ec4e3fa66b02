"use client";

import type { ReactNode } from "react";
import { ChevronDown } from "lucide-react";
import { cn } from "@/lib/utils/cn";

/**
 * A checkout section's options, folded behind one button on a phone and always open from `lg`
 * up: a phone reaches Place Order without scrolling past choices most orders do not make. The
 * button says what is chosen, so nothing chosen is hidden from the shopper.
 */
export function PhoneFold({
  id,
  open,
  onToggle,
  label,
  className,
  children,
}: {
  id: string;
  open: boolean;
  onToggle: () => void;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={onToggle}
        className="flex min-h-11 w-full items-center justify-between gap-3 rounded-md border border-border px-3 py-2 text-left text-sm font-medium focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none lg:hidden"
      >
        <span>{label}</span>
        <ChevronDown
          aria-hidden
          className={cn(
            "size-4 shrink-0 transition-transform",
            open && "rotate-180",
          )}
        />
      </button>
      <div id={id} className={cn(className, !open && "hidden lg:block")}>
        {children}
      </div>
    </>
  );
}

'use client';

import { Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toastError, toastSuccess } from '@/components/ui/sonner';

export function CopyCodeButton({ code, disabled }: { code: string; disabled?: boolean }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      toastSuccess(`Code ${code} copied!`);
    } catch {
      toastError('Failed to copy code');
    }
  }
  return (
    <Button variant="outline" size="sm" disabled={disabled} onClick={copy}>
      <Copy aria-hidden />
      Copy code<span className="sr-only"> {code}</span>
    </Button>
  );
}

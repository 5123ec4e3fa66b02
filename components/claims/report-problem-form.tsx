'use client';

import { useRouter } from 'next/navigation';
import { useId, useRef, useState } from 'react';
import { Upload } from 'lucide-react';
import { BusyButton } from '@/components/ui/busy-button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { apiFetch, errorMessage } from '@/lib/client/api';
import { claimMediaRefusal } from '@/lib/claims/rules';
import { CLAIM_LIMITS, CLAIM_MESSAGES } from '@/lib/claims/messages';
import { CLAIM_REASON_LABELS, CLAIM_REASONS, type ClaimDto, type ClaimMediaDto, type ClaimReason } from '@/lib/claims/types';

export interface ReportLine {
  id: string;
  name: string;
  size: string | null;
  image: string | null;
  /** Units not yet claimed. */
  left: number;
}

const ACCEPT = 'image/jpeg,image/png,image/webp,video/mp4,video/quicktime,video/webm';
const UPLOAD_FAILED = 'We could not upload your photos. Please try again.';

/** The report: what went wrong, which bottles and how many, a description, and 1–5 photos or one video. */
export function ReportProblemForm({ orderId, orderNumber, lines, directUploads }: { orderId: string; orderNumber: string; lines: ReportLine[]; directUploads: boolean }) {
  const router = useRouter();
  const ids = useId();
  const [reason, setReason] = useState<ClaimReason | ''>('');
  const [quantities, setQuantities] = useState<Record<string, number>>(() => (lines.length === 1 ? { [lines[0]!.id]: Math.min(1, lines[0]!.left) } : {}));
  const [description, setDescription] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);

  const fail = (message: string) => {
    setError(message);
    requestAnimationFrame(() => errorRef.current?.focus());
  };

  async function upload(chosen: File[]): Promise<ClaimMediaDto[]> {
    if (directUploads) {
      const { uploadDirect } = await import('@/components/uploads/direct-upload');
      const urls = await uploadDirect('claimEvidence', chosen, UPLOAD_FAILED);
      return urls.map((url, i) => ({ url, kind: chosen[i]!.type.startsWith('video/') ? 'video' : 'image' }));
    }
    const form = new FormData();
    for (const f of chosen) form.append('files', f);
    const res = await apiFetch<ClaimMediaDto[]>('/api/v1/claims/media', { method: 'POST', body: form, fallbackMessage: UPLOAD_FAILED });
    return res.data;
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    if (!reason) return fail(CLAIM_MESSAGES.reason);
    const items = Object.entries(quantities)
      .filter(([, n]) => n > 0)
      .map(([orderItemId, quantity]) => ({ orderItemId, quantity }));
    if (items.length === 0) return fail(CLAIM_MESSAGES.linesRequired);
    if (description.trim().length < CLAIM_LIMITS.descriptionMin) return fail(CLAIM_MESSAGES.description);
    // The server checks types, sizes and bytes; here only what needs no file reading.
    const fileProblem = claimMediaRefusal(files.map((f, i) => ({ url: `${i}`, kind: f.type.startsWith('video/') ? 'video' : 'image' })));
    if (fileProblem) return fail(fileProblem);
    setBusy(true);
    try {
      const media = await upload(files);
      await apiFetch<ClaimDto>(`/api/v1/orders/${encodeURIComponent(orderId)}/claims`, {
        method: 'POST',
        body: { reason, description: description.trim(), items, media },
        fallbackMessage: 'We could not send your report. Please try again.',
      });
      router.push(`/orders?reported=${encodeURIComponent(orderNumber)}`);
      router.refresh();
    } catch (err) {
      fail(errorMessage(err, 'We could not send your report. Please try again.'));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-8 rounded-lg border border-border bg-card p-5 sm:p-8">
      <fieldset>
        <legend className="text-lg font-medium">What went wrong?</legend>
        <div className="mt-3 flex flex-wrap gap-3">
          {CLAIM_REASONS.map((r) => (
            <label key={r} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-border px-4 py-2 has-[:checked]:border-ink has-[:checked]:bg-cream">
              <input type="radio" name="reason" value={r} checked={reason === r} onChange={() => {
                  setReason(r);
                  setError(null);
                }} className="size-4 accent-current" />
              {CLAIM_REASON_LABELS[r]}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend className="text-lg font-medium">Which items, and how many?</legend>
        <ul className="mt-3 divide-y divide-border">
          {lines.map((line) => {
            const inputId = `${ids}-qty-${line.id}`;
            return (
              <li key={line.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <label htmlFor={inputId} className="min-w-0 flex-1">
                  <span className="font-medium">{line.name}</span>
                  {line.size ? <span className="text-muted-foreground"> ({line.size})</span> : null}
                </label>
                <select
                  id={inputId}
                  value={quantities[line.id] ?? 0}
                  onChange={(e) => setQuantities((q) => ({ ...q, [line.id]: Number(e.target.value) }))}
                  className="h-11 rounded-md border border-input bg-background px-3"
                >
                  {Array.from({ length: line.left + 1 }, (_, n) => (
                    <option key={n} value={n}>
                      {n === 0 ? 'None' : n}
                    </option>
                  ))}
                </select>
              </li>
            );
          })}
        </ul>
      </fieldset>

      <div className="space-y-2">
        <Label htmlFor={`${ids}-description`} className="text-lg">
          Describe the problem
        </Label>
        <Textarea
          id={`${ids}-description`}
          value={description}
          maxLength={CLAIM_LIMITS.descriptionMax}
          onChange={(e) => setDescription(e.target.value)}
          rows={5}
          aria-describedby={`${ids}-description-hint`}
        />
        <p id={`${ids}-description-hint`} className="text-sm text-muted-foreground">
          What you found when you opened the parcel ({CLAIM_LIMITS.descriptionMin} characters at least).
        </p>
      </div>

      <div className="space-y-2">
        <Label htmlFor={`${ids}-files`} className="text-lg">
          <Upload aria-hidden className="size-5" />
          Photos or a video
        </Label>
        <input
          id={`${ids}-files`}
          type="file"
          multiple
          accept={ACCEPT}
          aria-describedby={`${ids}-files-hint`}
          onChange={(e) => setFiles(Array.from(e.target.files ?? []))}
          className="block w-full text-sm file:mr-4 file:min-h-11 file:rounded-md file:border file:border-border file:bg-cream file:px-4 file:py-2"
        />
        <p id={`${ids}-files-hint`} className="text-sm text-muted-foreground">
          1 to 5 photos (JPEG, PNG or WebP, 5 MB each) or one short video (MP4, MOV or WebM, 32 MB). Photos or one video, not both.
        </p>
        {files.length > 0 ? (
          <ul className="text-sm" aria-label="Chosen files">
            {files.map((f) => (
              <li key={`${f.name}-${f.size}`}>{f.name}</li>
            ))}
          </ul>
        ) : null}
      </div>

      {error ? (
        <p ref={errorRef} tabIndex={-1} role="alert" className="rounded-md border border-destructive/25 bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {error}
        </p>
      ) : null}

      <BusyButton type="submit" busy={busy} busyLabel="Sending…" size="lg">
        Send report
      </BusyButton>
    </form>
  );
}

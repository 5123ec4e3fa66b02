'use client';

import { useId, useRef, useState } from 'react';
import { CircleCheck, FileUp, Loader2 } from 'lucide-react';
import { FieldError, FormMessage } from '@/components/auth/fields';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { toastError } from '@/components/ui/sonner';
import { apiFetch, ApiError } from '@/lib/client/api';

/** What POST /api/v1/products/import answers (ImportReport without the server-only parts). */
interface ImportReport {
  dryRun: boolean;
  total: number;
  valid: number;
  invalid: number;
  toCreate: number;
  toUpdate: number;
  created: number;
  updated: number;
  ignoredColumns: string[];
  rows: { line: number; action: 'create' | 'update'; id: string | null; name: string | null; errors: string[] }[];
}

const MAX_BYTES = 2 * 1024 * 1024;

/**
 * CSV import: choose a file, Check file (a dry run that lists each row's errors), then Import
 * once the check is clean. The import is all or nothing on the server too.
 */
export function ImportDialog({ open, onClose, onImported }: { open: boolean; onClose: () => void; onImported: (message: string) => void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      {open ? <ImportBody onClose={onClose} onImported={onImported} /> : null}
    </Dialog>
  );
}

function ImportBody({ onClose, onImported }: { onClose: () => void; onImported: (message: string) => void }) {
  const uid = useId();
  const fileId = `${uid}-file`;
  const [csv, setCsv] = useState<string | null>(null);
  const [fileName, setFileName] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState<'check' | 'import' | null>(null);
  const busyRef = useRef(false);

  async function onFile(file: File | undefined) {
    setReport(null);
    setMessage(null);
    setCsv(null);
    setFileName(file?.name ?? '');
    if (!file) return;
    if (file.size > MAX_BYTES) {
      setFileError('The CSV file must be 2 MB or smaller');
      return;
    }
    setFileError(null);
    setCsv(await file.text());
  }

  async function send(dryRun: boolean) {
    if (!csv || busyRef.current) return;
    busyRef.current = true;
    setBusy(dryRun ? 'check' : 'import');
    try {
      const res = await apiFetch<ImportReport>('/api/v1/products/import', { method: 'POST', body: { csv, dryRun }, fallbackMessage: 'Import failed' });
      if (dryRun) {
        setReport(res.data);
        setMessage(res.message ?? null);
      } else {
        onImported(res.message ?? 'Products imported');
      }
    } catch (err) {
      const text = err instanceof ApiError ? err.message : 'Import failed';
      setMessage(text);
      if (!dryRun) toastError(text);
    } finally {
      busyRef.current = false;
      setBusy(null);
    }
  }

  const withErrors = report?.rows.filter((r) => r.errors.length > 0) ?? [];
  const clean = report !== null && report.invalid === 0 && report.total > 0;

  return (
    <DialogContent className="sm:max-w-2xl!" onInteractOutside={(e) => e.preventDefault()} onEscapeKeyDown={(e) => busy && e.preventDefault()}>
      <DialogHeader>
        <DialogTitle>Import products</DialogTitle>
        <DialogDescription>
          A row with an id updates that product; a row without one adds a product. Export first to get the columns. Description
          points go one per line in their cell; tags, images and notes are separated by |. Nothing is written until the check
          passes and you press Import.
        </DialogDescription>
      </DialogHeader>

      <div className="space-y-2">
        <Label htmlFor={fileId}>CSV file</Label>
        <label className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-md border border-dashed border-input bg-card px-4 py-3 text-sm font-medium transition-colors hover:bg-cream has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2">
          <FileUp aria-hidden className="size-4" />
          <span aria-hidden className="break-all">{fileName || 'Choose a .csv file'}</span>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? `${fileId}-error` : undefined}
            onChange={(e) => void onFile(e.target.files?.[0])}
          />
        </label>
        <FieldError id={`${fileId}-error`} message={fileError ?? undefined} />
      </div>

      <FormMessage message={message} tone={clean ? 'success' : report ? 'info' : 'error'} />

      {report ? (
        <section aria-label="Check results" className="space-y-3 text-sm">
          <p>
            {report.total} {report.total === 1 ? 'row' : 'rows'}: {report.toCreate} to add, {report.toUpdate} to update
            {report.invalid ? `, ${report.invalid} with errors` : ''}.
          </p>
          {report.ignoredColumns.length ? (
            <p className="text-muted-foreground">Columns not read: {report.ignoredColumns.join(', ')}.</p>
          ) : null}
          {clean ? (
            <p className="flex items-center gap-2 text-success">
              <CircleCheck aria-hidden className="size-4" />
              Every row is ready.
            </p>
          ) : null}
          {withErrors.length ? (
            <div className="max-h-72 overflow-y-auto rounded-md border border-border" tabIndex={0} aria-label="Rows with errors">
              <table className="w-full text-left">
                <caption className="sr-only">Rows with errors</caption>
                <thead className="sticky top-0 bg-cream text-xs tracking-wide text-muted-foreground uppercase">
                  <tr>
                    <th scope="col" className="px-3 py-2">
                      Line
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Product
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Errors
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-border">
                  {withErrors.map((r) => (
                    <tr key={r.line} className="align-top">
                      <td className="px-3 py-2 tabular-nums">{r.line}</td>
                      <td className="px-3 py-2 break-words">{r.name ?? r.id ?? '—'}</td>
                      <td className="px-3 py-2">
                        <ul className="list-disc space-y-1 pl-4 text-destructive">
                          {r.errors.map((m) => (
                            <li key={m}>{m}</li>
                          ))}
                        </ul>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </section>
      ) : null}

      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={busy !== null}>
          Cancel
        </Button>
        <Button variant="outline" onClick={() => void send(true)} disabled={!csv || busy !== null}>
          {busy === 'check' ? <Loader2 aria-hidden className="animate-spin" /> : null}
          Check file
        </Button>
        <Button onClick={() => void send(false)} disabled={!clean || busy !== null}>
          {busy === 'import' ? <Loader2 aria-hidden className="animate-spin" /> : null}
          Import
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}

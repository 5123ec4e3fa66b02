'use client';

import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useRouter } from 'next/navigation';
import { Trash2, Upload } from 'lucide-react';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { toastSuccess } from '@/components/ui/sonner';
import { apiFetch } from '@/lib/client/api';
import { cn } from '@/lib/utils/cn';
import { readApiError } from './api-errors';
import { Avatar } from './avatar';
import { FormMessage } from '@/components/auth/fields';
import {
  ACCOUNT_UI_MESSAGES,
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_TYPES,
  PROFILE_IMAGE_UPLOAD_TIMEOUT_MS,
} from './messages';
import type { UserDto } from '@/lib/auth/types';

interface Pending {
  file: File;
  url: string;
}

type Envelope = { success?: boolean; message?: unknown; data?: Partial<UserDto> | null };

function uploadFailureMessage(status: number, body: Envelope | null): string {
  if (typeof body?.message === 'string' && body.message) return body.message;
  if (status === 413) return ACCOUNT_UI_MESSAGES.imageTooLarge;
  if (status === 415) return ACCOUNT_UI_MESSAGES.imageWrongType;
  return ACCOUNT_UI_MESSAGES.photoUploadFailed;
}

/**
 * Shows the profile photo (or initials) and changes it: choose a file, see it, then upload;
 * or remove the photo. Size and type are checked here first so nobody waits for a 5 MB upload
 * that the server would refuse.
 */
export function ProfilePhoto({
  userId,
  name,
  profileImage,
  directUploads = false,
}: {
  userId: string;
  name: string;
  profileImage: string | null;
  /** The server's word that photos go straight to UploadThing, which makes the upload the photo. */
  directUploads?: boolean;
}) {
  const router = useRouter();
  const uid = useId();
  const inputId = `${uid}-photo`;
  const hintId = `${uid}-photo-hint`;
  const errorId = `${uid}-photo-error`;

  // Follows the server's value after router.refresh(), and our own answer before it arrives.
  const [serverImage, setServerImage] = useState(profileImage);
  const [current, setCurrent] = useState(profileImage);
  if (serverImage !== profileImage) {
    setServerImage(profileImage);
    setCurrent(profileImage);
  }

  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const uploadRef = useRef<HTMLButtonElement>(null);
  const focusAfter = useRef<'upload' | 'input' | null>(null);

  useEffect(() => {
    if (focusAfter.current === 'upload') uploadRef.current?.focus();
    if (focusAfter.current === 'input') inputRef.current?.focus();
    focusAfter.current = null;
  });

  // A preview's object URL holds the whole file in memory until revoked.
  useEffect(() => {
    if (!pending) return;
    return () => URL.revokeObjectURL(pending.url);
  }, [pending]);

  function onChoose(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (!(PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      setError(ACCOUNT_UI_MESSAGES.imageWrongType);
      return;
    }
    if (file.size > PROFILE_IMAGE_MAX_BYTES) {
      setError(ACCOUNT_UI_MESSAGES.imageTooLarge);
      return;
    }
    setError(null);
    setPending({ file, url: URL.createObjectURL(file) });
    focusAfter.current = 'upload';
  }

  function cancel() {
    setPending(null);
    setError(null);
    focusAfter.current = 'input';
  }

  function saved(image: string | null, message: string) {
    setCurrent(image);
    setPending(null);
    focusAfter.current = 'input';
    toastSuccess(message);
    router.refresh();
  }

  async function uploadToUploadThing(file: File) {
    try {
      const { uploadDirect } = await import('@/components/uploads/direct-upload');
      const [url] = await uploadDirect('profilePhoto', [file], ACCOUNT_UI_MESSAGES.photoUploadFailed, AbortSignal.timeout(PROFILE_IMAGE_UPLOAD_TIMEOUT_MS));
      saved(url ?? null, ACCOUNT_UI_MESSAGES.photoUpdated);
    } catch (err) {
      const timedOut = err instanceof DOMException && err.name === 'TimeoutError';
      setError(timedOut ? ACCOUNT_UI_MESSAGES.uploadTimedOut : err instanceof Error && err.message ? err.message : ACCOUNT_UI_MESSAGES.photoUploadFailed);
    }
  }

  async function upload() {
    if (!pending || busy) return;
    setBusy('upload');
    setError(null);
    if (directUploads) {
      await uploadToUploadThing(pending.file);
      setBusy(null);
      return;
    }
    try {
      const form = new FormData();
      form.append('image', pending.file);
      const res = await fetch(`/api/v1/users/${encodeURIComponent(userId)}/profile-image`, {
        method: 'POST',
        body: form,
        credentials: 'same-origin',
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(PROFILE_IMAGE_UPLOAD_TIMEOUT_MS),
      });
      const body = (await res.json().catch(() => null)) as Envelope | null;
      if (!res.ok || body?.success !== true) {
        setError(uploadFailureMessage(res.status, body));
        return;
      }
      // The contract answers with the user itself; accept { user } too rather than lose the photo.
      const data = body.data && 'user' in body.data ? (body.data as { user: Partial<UserDto> }).user : body.data;
      const image = data?.profileImage ?? data?.profilePic ?? null;
      saved(typeof image === 'string' ? image : null, typeof body.message === 'string' && body.message ? body.message : ACCOUNT_UI_MESSAGES.photoUpdated);
    } catch (err) {
      const timedOut = err instanceof DOMException && err.name === 'TimeoutError';
      setError(timedOut ? ACCOUNT_UI_MESSAGES.uploadTimedOut : readApiError(err, ACCOUNT_UI_MESSAGES.photoUploadFailed).message);
    } finally {
      setBusy(null);
    }
  }

  async function remove() {
    if (busy) return;
    setBusy('remove');
    setError(null);
    try {
      await apiFetch<UserDto>(`/api/v1/users/${encodeURIComponent(userId)}`, {
        method: 'PUT',
        body: { profileImage: null },
      });
      setCurrent(null);
      focusAfter.current = 'input';
      toastSuccess(ACCOUNT_UI_MESSAGES.photoRemoved);
      router.refresh();
    } catch (err) {
      setError(readApiError(err, ACCOUNT_UI_MESSAGES.profileUpdateFailed).message);
    } finally {
      setBusy(null);
    }
  }

  const shown = pending?.url ?? current;

  return (
    <div className="flex flex-col items-center text-center">
      <div className="relative">
        <Avatar src={shown} name={name} className="size-28 text-4xl ring-4 ring-cream sm:size-32" />
        {pending ? (
          <span className="absolute -bottom-2 left-1/2 -translate-x-1/2 rounded-full bg-ink px-2.5 py-0.5 text-xs font-medium text-ivory">
            Preview
          </span>
        ) : null}
      </div>
      <p className="sr-only" aria-live="polite">
        {pending ? 'Preview of the new photo, not saved yet.' : current ? 'Your profile photo.' : 'No profile photo; your initials are shown.'}
      </p>

      <div className="mt-5 flex flex-wrap items-center justify-center gap-2">
        {pending ? (
          <>
            <BusyButton
              ref={uploadRef}
              busy={busy === 'upload'}
              busyLabel="Uploading..."
              icon={<Upload aria-hidden />}
              size="sm"
              onClick={upload}
              disabled={busy !== null}
            >
              Save photo
            </BusyButton>
            <Button variant="ghost" size="sm" onClick={cancel} disabled={busy !== null}>
              Cancel
            </Button>
          </>
        ) : (
          <>
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept={PROFILE_IMAGE_TYPES.join(',')}
              onChange={onChoose}
              disabled={busy !== null}
              aria-describedby={error ? `${errorId} ${hintId}` : hintId}
              aria-invalid={error ? true : undefined}
              className="peer sr-only"
            />
            <label
              htmlFor={inputId}
              className={cn(
                buttonVariants({ variant: 'outline', size: 'sm' }),
                'cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-disabled:opacity-50',
              )}
            >
              {current ? 'Change photo' : 'Add a photo'}
            </label>
            {current ? (
              <BusyButton
                busy={busy === 'remove'}
                busyLabel="Removing..."
                icon={<Trash2 aria-hidden />}
                variant="ghost"
                size="sm"
                onClick={remove}
                disabled={busy !== null}
              >
                Remove photo
              </BusyButton>
            ) : null}
          </>
        )}
      </div>
      <p id={hintId} className="mt-2 text-xs text-muted-foreground">
        JPEG, PNG or WebP, up to 5 MB.
      </p>
      <FormMessage id={errorId} tone="error" message={error} className="mt-3 w-full text-left" />
    </div>
  );
}

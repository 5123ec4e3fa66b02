'use client';

import { useState } from 'react';
import { optimisedImageSrc } from '@/lib/client/image-src';
import { cn } from '@/lib/utils/cn';
import { avatarOf, initialsOf, type UserDto } from './user';

/**
 * The profile picture, or initials (first letters of first and last name, else 'U').
 * Decorative: the control around it carries the name.
 */
export function UserAvatar({ user, className }: { user: Pick<UserDto, 'name' | 'profileImage' | 'profilePic'>; className?: string }) {
  const src = avatarOf(user);
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <span
      aria-hidden
      className={cn(
        'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-gold font-sans font-semibold text-ink select-none',
        className,
      )}
    >
      {src && failed !== src ? (
        // A plain <img> (no next/image code in the shop's bundle); an UploadThing photo comes
        // resized through the image optimiser.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={optimisedImageSrc(src, 128)}
          alt=""
          referrerPolicy="no-referrer"
          className="size-full object-cover"
          onError={() => setFailed(src)}
        />
      ) : (
        initialsOf(user.name)
      )}
    </span>
  );
}

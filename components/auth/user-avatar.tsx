'use client';

import { useState } from 'react';
import { cn } from '@/lib/utils/cn';
import { avatarOf, initialsOf, type UserDto } from './user';

/**
 * The profile picture, or initials (spec: first letters of first and last name, else 'U').
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
        // A plain <img>: uploads and Google pictures need no resizing, and next/image would
        // add a remotePatterns entry per provider.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={src}
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

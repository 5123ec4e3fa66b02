import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { connection } from 'next/server';
import { cache } from 'react';
import { getDb } from '../db/client';
import { findUserById, userDto } from '../users/queries';
import { resolveSession } from './resolve';
import type { UserDto } from './types';

/*
 * The server-side half of the page guards: proxy.ts turns guests away early, these check again
 * against the database (role, session version) and give pages the user.
 */

/**
 * The signed-in user for this request, or null; read once per render. Every page that asks is
 * per-person, so it waits for a request first (`connection()`): `next build` then leaves the
 * page to request time instead of prerendering it, and never opens the database (a build may
 * have none: docs/decisions.md, "The build needs no database"). Catalogue pages never call this.
 */
const currentUser = cache(async (): Promise<UserDto | null> => {
  await connection();
  const db = await getDb();
  const session = await resolveSession(db, await headers());
  if (!session) return null;
  const row = await findUserById(db, session.user.id);
  return row ? userDto(db, row) : null;
});

function loginUrl(path: string): string {
  return `/login?callbackUrl=${encodeURIComponent(path)}`;
}

/** The signed-in user, or null for a guest: for a page that serves both (checkout signs a guest in on the spot). */
export async function signedInUserPage(): Promise<UserDto | null> {
  return currentUser();
}

export async function requireUserPage(path: string): Promise<UserDto> {
  const user = await currentUser();
  if (!user) redirect(loginUrl(path));
  return user;
}

/** Admins only: guests go to sign in, everyone else to the home page. */
export async function requireAdminPage(path: string): Promise<UserDto> {
  const user = await currentUser();
  if (!user) redirect(loginUrl(path));
  if (user.role !== 'admin') redirect('/');
  return user;
}

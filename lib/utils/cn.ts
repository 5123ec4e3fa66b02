import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. Deliberately without tailwind-merge: it is 8.5 kB of JavaScript on every
 * page, a third of a product page's own budget. Components therefore never pass a class that
 * conflicts with a primitive's base class; they extend, they do not override.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}

/*
 * Browser storage that never throws: Safari's private mode and locked-down browsers refuse
 * storage, and a sign-in must still work there (it only loses the remembered values).
 */
type Area = 'local' | 'session';

/** Same-tab writes: the 'storage' event only reaches other tabs. */
export const STORAGE_CHANGED_EVENT = 'ma:storage';

function changed() {
  window.dispatchEvent(new Event(STORAGE_CHANGED_EVENT));
}

function area(kind: Area): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStored(kind: Area, key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(kind: Area, key: string, value: string): void {
  try {
    area(kind)?.setItem(key, value);
    changed();
  } catch {
    // Quota or privacy mode: the value is a convenience, not a requirement.
  }
}

export function removeStored(kind: Area, key: string): void {
  try {
    area(kind)?.removeItem(key);
    changed();
  } catch {
    // As above.
  }
}

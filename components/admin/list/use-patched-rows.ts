'use client';

import { useState } from 'react';

/**
 * The server's rows with the changes made in this screen shown at once (a status or role chosen
 * in a row), until the rows from the refresh that follows every change replace them.
 */
export function usePatchedRows<T>(items: T[], rowId: (row: T) => string): [T[], (row: T) => void] {
  const [patches, setPatches] = useState<{ items: T[]; rows: Record<string, T> }>({ items, rows: {} });
  if (patches.items !== items) setPatches({ items, rows: {} });
  const rows = patches.items === items ? items.map((row) => patches.rows[rowId(row)] ?? row) : items;
  const patch = (row: T) => setPatches((p) => ({ ...p, rows: { ...p.rows, [rowId(row)]: row } }));
  return [rows, patch];
}

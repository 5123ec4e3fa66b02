'use client';

import { useState } from 'react';

/**
 * The rows ticked for a bulk action, by id: what <ListTable selection> and <BulkBar> show.
 * `unselect` drops rows that went away (deleted), so a bulk action cannot reach them; `clear`
 * is the bulk bar's Clear, and what a change of filters does.
 */
export function useRowSelection() {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const clear = () => setSelected(new Set());
  const unselect = (ids: readonly string[]) =>
    setSelected((prev) => {
      const next = new Set(prev);
      for (const id of ids) next.delete(id);
      return next;
    });
  return { selected, setSelected, clear, unselect };
}

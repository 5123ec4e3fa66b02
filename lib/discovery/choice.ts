/*
 * The shape of a set a shopper chose, before the database is asked about its sprays: pure, so
 * the /discovery island and the server refuse the same choices with the same words.
 */
import { DISCOVERY_SET_SIZES, type DiscoverySetSize } from './types';
import { DISCOVERY_MESSAGES as M } from './messages';

function isSetSize(n: unknown): n is DiscoverySetSize {
  return typeof n === 'number' && (DISCOVERY_SET_SIZES as readonly number[]).includes(n);
}

/** Why `variantIds` cannot be a set of `setSize`, or null when its shape is right. */
export function setChoiceRefusal(setSize: number, variantIds: readonly string[]): string | null {
  if (!isSetSize(setSize)) return M.setSize;
  if (variantIds.length !== setSize) return M.chooseExactly(setSize, variantIds.length);
  if (new Set(variantIds).size !== variantIds.length) return M.repeated;
  return null;
}

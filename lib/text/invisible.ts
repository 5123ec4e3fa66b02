/*
 * Characters that change how text around them is displayed without being visible themselves.
 * In a name they let someone pass for someone else: a right-to-left override makes
 * "Asha\u202Egnp.exe" read as "Ashaexe.png", and a zero-width space makes "Admin" and
 * "Ad\u200Bmin" two different names that look the same in the back office, on a review or in an
 * email greeting. No imports: client forms bundle this file.
 */

/** Bidi embeddings and overrides, isolates, LRM/RLM and the Arabic letter mark. */
const BIDI_CONTROLS = '\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C';
/** Zero-width space, word joiner and BOM. Joiners (U+200C, U+200D) are handled below. */
const ZERO_WIDTH = '\u200B\u2060\uFEFF';

const ALWAYS = new RegExp(`[${BIDI_CONTROLS}${ZERO_WIDTH}]`, 'g');

/*
 * ZWNJ and ZWJ are part of how Indian scripts (Devanagari's explicit half forms, Marathi's eyelash
 * ra, Malayalam's older chillu spellings) and Persian/Urdu write names, so between two letters of
 * those scripts they stay. Anywhere else — between Latin letters, at either end, inside an emoji
 * sequence — they are dropped: a name needs no emoji ZWJ sequence, and the emoji it was made of
 * still show.
 */
const JOINING_SCRIPT = '\u0600-\u06FF\u0750-\u077F\u0900-\u0DFF';
const JOINER = /[\u200C\u200D]/g;
const JOINING_CHAR = new RegExp(`[${JOINING_SCRIPT}]`);

/** The text without bidi controls and zero-width characters (joiners kept only inside Indic or Arabic words). */
export function stripInvisibleChars(text: string): string {
  const cleaned = text.replace(ALWAYS, '');
  if (!cleaned.includes('\u200C') && !cleaned.includes('\u200D')) return cleaned;
  return cleaned.replace(JOINER, (joiner, offset: number, whole: string) => {
    const before = whole[offset - 1];
    const after = whole[offset + 1];
    return before && after && JOINING_CHAR.test(before) && JOINING_CHAR.test(after) ? joiner : '';
  });
}

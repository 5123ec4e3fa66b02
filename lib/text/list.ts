/** Words in a sentence's list: "Fiorita", "Fiorita or Oud Rasa", "Fiorita, Calyx or Oud Rasa" ('' for none). */
export function wordList(words: readonly string[], conjunction: 'and' | 'or'): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} ${conjunction} ${words.at(-1)}`;
}

// The search box of every table: a row matches when one of its shown values contains every word
// typed, ignoring case and accents (screens and their Excel exports filter alike).

export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

export function matchesSearch(
  values: readonly (string | number | null | undefined)[],
  query: string | null | undefined,
): boolean {
  const words = foldForSearch(query ?? '')
    .split(/\s+/)
    .filter((word) => word !== '');
  if (words.length === 0) return true;
  const haystack = values
    .filter((value) => value !== null && value !== undefined)
    .map((value) => foldForSearch(String(value)))
    .join('\u0000');
  return words.every((word) => haystack.includes(word));
}

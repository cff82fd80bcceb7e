/** Cuts text to at most `max` characters, the last three being an ellipsis ("..."), when it is longer. */
export function truncate(text: string | null | undefined, max: number): string {
  const value = text ?? '';
  if (value.length <= max) return value;
  return `${value.slice(0, Math.max(0, max - 3)).trimEnd()}...`;
}

/** English ordinals: 1st, 2nd, 3rd, then Nth (11th, 12th and 13th are "th"; 21st, 22nd, 23rd follow English). */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const suffix = { 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** A name as a URL segment: "Ice Hockey" → "ice-hockey", "Rosehill Gardens" → "rosehill-gardens" (sports URLs). */
export const slugify = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

import unhomoglyph from 'unhomoglyph';

/**
 * Keys for matching one person across accounts and the BetStop register despite look-alike letters: "Sаlly" (a
 * Cyrillic а), "ＳＡＬＬＹ" (full width) and "SaIly" (a capital I for l) are all Sally.
 */

/** Unicode TR39 skeleton: NFD, each character replaced by its confusables.txt prototype (unhomoglyph), NFD again. */
const skeleton = (text: string) => unhomoglyph(text.normalize('NFD')).normalize('NFD');

/**
 * Two keys of a name, case folded before and after the skeleton: "IAN" and "ian" meet on the first (a capital I is an
 * l's look-alike, a small i is not), "SaIly" and "Sally" on the second.
 */
function nameKeys(name: string): [string, string] {
  const text = name.normalize('NFKC').trim().replace(/\s+/g, ' ');
  return [skeleton(text.toLowerCase()), skeleton(text).toLowerCase()];
}

/** Whether two names are the same to the eye (either key equal). */
export function sameName(a: string, b: string): boolean {
  const [a1, a2] = nameKeys(a);
  const [b1, b2] = nameKeys(b);
  return a1 === b1 || a2 === b2;
}

/** Mailboxes whose provider ignores dots in the local part. */
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/** An email's mailbox: case folded, look-alikes mapped, "+tag" dropped, and Gmail's dots. */
export function emailKey(email: string): string {
  const text = email.normalize('NFKC').trim().toLowerCase();
  const at = text.lastIndexOf('@');
  let local = text.slice(0, at < 0 ? undefined : at).replace(/\+.*$/, '');
  let domain = at < 0 ? '' : text.slice(at + 1);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (DOTLESS_DOMAINS.has(domain)) local = local.replace(/\./g, '');
  return `${skeleton(local).toLowerCase()}@${skeleton(domain).toLowerCase()}`;
}

/** The part of an email a database can pre-filter on: its domain, case folded. */
export const emailDomain = (email: string) =>
  email
    .slice(email.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();

/** A phone's digits as dialled in Australia: +61 4… and 0061 4… are 04…; empty when it has none. */
export function phoneKey(phone: string): string {
  const digits = phone.normalize('NFKC').replace(/\D/g, '');
  const national = /^(?:00)?61(\d{9})$/.exec(digits)?.[1];
  return national ? `0${national}` : digits;
}

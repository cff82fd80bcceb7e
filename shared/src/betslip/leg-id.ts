import type { Leg } from './types';

/** 32-bit FNV-1a over UTF-16 code units, as 8 hex digits: small, stable across browsers and the server. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

type LegIdentity = Pick<Leg, 'event_id' | 'bet_type' | 'selections'> &
  Partial<Pick<Leg, 'is_sport' | 'sport_code' | 'selection_name' | 'race_type' | 'special_type'>>;

/**
 * leg_id is derived from a hash. For sport it hashes sport code, event, selection name and bet type. For racing
 * it hashes race type, event, selections and special type. The same pick always gets the same id, which is how
 * adding it again finds it and removes it.
 */
export function legIdFor(leg: LegIdentity): string {
  const parts = leg.is_sport
    ? ['sport', leg.sport_code, leg.event_id, leg.selection_name, leg.bet_type]
    : ['racing', leg.race_type, leg.event_id, JSON.stringify(leg.selections ?? []), leg.special_type];
  return fnv1a(parts.map((p) => String(p ?? '')).join('|'));
}

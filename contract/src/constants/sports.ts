/**
 * The 25 sports of SPEC section 1, as the site spells them (AFL, not Afl), in the SPEC's order. The one list: the
 * API's catalogue is typed by it and checked to hold each once, and the shell's sport URLs are these names slugged.
 */
export const SPORTS = [
  'AFL',
  'Athletics',
  'Badminton',
  'Baseball',
  'Basketball',
  'Boat Racing',
  'Boxing',
  'Cricket',
  'Cycling',
  'Darts',
  'Esports',
  'Football',
  'Golf',
  'Gridiron',
  'Handball',
  'Ice Hockey',
  'Martial Arts',
  'Motor Racing',
  'Netball',
  'Politics',
  'Elections',
  'Rugby',
  'Snooker',
  'Tennis',
  'Volleyball',
] as const;

export type SportName = (typeof SPORTS)[number];

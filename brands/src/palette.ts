import type { Palette } from './types';

const hex = (n: number) => Math.round(Math.max(0, Math.min(255, n))).toString(16).padStart(2, '0');
const rgb = (c: string) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));

/** Mixes colour a towards colour b by weight w (0..1). */
export function mix(a: string, b: string, w: number): string {
  const [x, y] = [rgb(a), rgb(b)];
  return '#' + x.map((v, i) => hex(v + (y[i] - v) * w)).join('');
}

/** WCAG relative luminance and contrast ratio, used to keep every brand's text pairs readable (AA). */
export function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r, g, bl] = rgb(c).map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [l1, l2] = [lum(a), lum(b)].sort((p, q) => q - p);
  return (l1 + 0.05) / (l2 + 0.05);
}

/** Picks near-black or white, whichever reads better on the background. */
const readableOn = (bg: string) => (contrast(bg, '#111418') >= contrast(bg, '#ffffff') ? '#111418' : '#ffffff');

export function lightPalette(primary: string, accent: string, header: string): Palette {
  return {
    background: '#f4f5f7',
    surface: '#ffffff',
    surfaceAlt: '#eceef2',
    text: '#14171c',
    textMuted: '#4f5663',
    border: '#c9ced6',
    primary,
    onPrimary: readableOn(primary),
    accent,
    onAccent: readableOn(accent),
    header,
    onHeader: readableOn(header),
    success: '#1b6e36',
    error: '#b3261e',
    warning: '#8a5a00',
    info: '#0b5cad',
    oddsUp: '#1b6e36',
    oddsDown: '#b3261e',
    focus: '#1a73e8',
  };
}

export function darkPalette(primary: string, accent: string, header: string): Palette {
  const lifted = mix(primary, '#ffffff', 0.45);
  return {
    background: '#0f1216',
    surface: '#181c22',
    surfaceAlt: '#222831',
    text: '#f1f3f6',
    textMuted: '#aab2bf',
    border: '#3a424e',
    primary: lifted,
    onPrimary: readableOn(lifted),
    accent,
    onAccent: readableOn(accent),
    header: mix(header, '#000000', 0.3),
    onHeader: readableOn(mix(header, '#000000', 0.3)),
    success: '#5cd08a',
    error: '#ff8a80',
    warning: '#f5c26b',
    info: '#8ab4f8',
    oddsUp: '#5cd08a',
    oddsDown: '#ff8a80',
    focus: '#8ab4f8',
  };
}

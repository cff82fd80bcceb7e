/**
 * Greyhound rugs by box number, in the colours Australian greyhound racing uses, drawn so every box has its rug
 * without an image file: background, optional stripes, and the number's colour.
 */
const RUGS: Record<number, { background: string; stripes?: string; number: string }> = {
  1: { background: '#d7191c', number: '#ffffff' },
  2: { background: '#000000', stripes: '#ffffff', number: '#d7191c' },
  3: { background: '#ffffff', number: '#000000' },
  4: { background: '#1f4fb4', number: '#ffffff' },
  5: { background: '#ffd400', number: '#000000' },
  6: { background: '#1a8a3c', number: '#ffffff' },
  7: { background: '#000000', number: '#ffd400' },
  8: { background: '#f58ab8', number: '#000000' },
  9: { background: '#ffd400', stripes: '#000000', number: '#ffffff' },
  10: { background: '#d7191c', stripes: '#ffffff', number: '#000000' },
};

export function GreyhoundRug({ box }: { box: number }) {
  const rug = RUGS[box] ?? { background: '#6b6b6b', number: '#ffffff' };
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" role="img" aria-label={`Rug ${box}`} style={{ flex: '0 0 auto' }}>
      <rect x="1" y="1" width="30" height="30" rx="4" fill={rug.background} stroke="#000000" strokeWidth="1" />
      {rug.stripes && [6, 14, 22].map((y) => <rect key={y} x="1" y={y} width="30" height="4" fill={rug.stripes} />)}
      <text
        x="16"
        y="21"
        textAnchor="middle"
        fontSize="14"
        fontWeight="700"
        fontFamily="sans-serif"
        fill={rug.number}
        stroke={rug.stripes ? rug.background : 'none'}
        strokeWidth="0.6"
      >
        {box}
      </text>
    </svg>
  );
}

/** The ID file types accepted, each known by the bytes its content starts with (what the name or browser says is not trusted). */
const SIGNATURES: { mimeType: string; matches: (b: Buffer) => boolean }[] = [
  { mimeType: 'image/jpeg', matches: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    mimeType: 'image/png',
    matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    mimeType: 'image/webp',
    matches: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  { mimeType: 'application/pdf', matches: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
];

/** The file's real type from its first bytes, or undefined when it is none of the accepted ones. */
export const idDocumentType = (content: Buffer): string | undefined =>
  SIGNATURES.find((s) => s.matches(content))?.mimeType;

import { describe, expect, it } from 'vitest';
import { layoutClassFor } from './layout-class';

describe('layout classes by window width', () => {
  it('treats an unknown width before the first render as mobile', () =>
    expect(layoutClassFor(undefined)).toBe('mobile'));
  it('under 1024 is mobile', () => expect(layoutClassFor(1023)).toBe('mobile'));
  it('1024 up to 1280 is tablet', () => {
    expect(layoutClassFor(1024)).toBe('tablet');
    expect(layoutClassFor(1279)).toBe('tablet');
  });
  it('1280 and above is desktop', () => expect(layoutClassFor(1280)).toBe('desktop'));
});

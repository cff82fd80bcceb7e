import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderShell } from '../../test/render-shell';
import { SIDEBAR_ENTRIES } from '../../app/layout/sidebar';
import { staticPages } from './pages';
import { StaticPage } from './static-page';

const page = (path: string) => staticPages.find((p) => p.path === path)!;

describe('content pages', () => {
  it('/mbl says when the minimum bet limits were last updated, from the active brand (SPEC 9: July 2024)', () => {
    renderShell(<StaticPage page={page('/mbl')} />);
    expect(screen.getByText('Last updated July 2024')).toBeTruthy();
  });

  it("/mbl follows the brand's own date", () => {
    renderShell(<StaticPage page={page('/mbl')} />, { brand: { minimumBetLimitUpdatedAt: 'March 2025' } });
    expect(screen.getByText('Last updated March 2025')).toBeTruthy();
  });

  it('a page without rules of its own shows no date', () => {
    renderShell(<StaticPage page={page('/faq')} />);
    expect(screen.queryByText(/Last updated/)).toBeNull();
  });

  it('the South African code page has the SPEC sidebar label as its title, and its text is about that code', () => {
    const entry = SIDEBAR_ENTRIES.find((e) => e.label === 'South African code')!;
    renderShell(<StaticPage page={page(entry.to)} />);
    expect(screen.getByRole('heading', { name: 'South African code' })).toBeTruthy();
    expect(screen.getByText(/^The South African code is the SA code/)).toBeTruthy();
  });

  it("the shell's package.json lists exactly its pages (the server answers 404 for any other path)", () => {
    const pkg = JSON.parse(readFileSync(`${import.meta.dirname}/../../../package.json`, 'utf8'));
    expect([...pkg.wagering.routes].sort()).toEqual(['/', ...staticPages.map((p) => p.path)].sort());
  });
});

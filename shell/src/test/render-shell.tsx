import type { ReactElement } from 'react';
import { MemoryRouter } from '@wagering/shared/router';
import { cleanup, render } from '@testing-library/react';
import { afterEach } from 'vitest';
import { getBrand, globalConfig, type BrandConfig } from '@wagering/brands';
import { initBrand, ThemeRoot } from '@wagering/shared/theme';

afterEach(cleanup);

/** Renders a piece of the shell with a brand (overridable), its theme and a router, as the page has them. */
export function renderShell(
  ui: ReactElement,
  { brand = {}, path = '/' }: { brand?: Partial<BrandConfig>; path?: string } = {},
) {
  const active = { ...getBrand(), ...brand };
  initBrand(active, globalConfig(active.key));
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ThemeRoot>{ui}</ThemeRoot>
    </MemoryRouter>,
  );
}

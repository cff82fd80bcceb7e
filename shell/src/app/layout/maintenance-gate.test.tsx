import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { mockApi } from '@wagering/shared/api';
import { renderShell } from '../../test/render-shell';
import { MaintenanceScreen, useMaintenance } from './maintenance-screen';

type Maintenance = { data: { maintenance: boolean; message: string } };

function Gate() {
  return useMaintenance() ? <MaintenanceScreen /> : <p>The site</p>;
}

describe('maintenance gate (brand flag with its IP whitelist)', () => {
  const maintenance = vi.fn<() => Maintenance>();
  beforeEach(() => vi.stubGlobal('fetch', mockApi({ get: { '/maintenance': maintenance } })));
  afterEach(() => {
    maintenance.mockReset();
    vi.unstubAllGlobals();
  });

  it('with the flag off shows the site and asks nothing', () => {
    renderShell(<Gate />, { brand: { isMaintenanceMode: false } });
    expect(screen.getByText('The site')).toBeTruthy();
    expect(maintenance).not.toHaveBeenCalled();
  });

  it('with the flag on shows the maintenance screen to a visitor the API does not let through', async () => {
    maintenance.mockReturnValue({ data: { maintenance: true, message: 'x' } });
    renderShell(<Gate />, { brand: { isMaintenanceMode: true } });
    expect(screen.getByRole('heading', { name: "We'll be right back!" })).toBeTruthy();
    await vi.waitFor(() => expect(maintenance).toHaveBeenCalledOnce());
    expect(screen.getByRole('heading', { name: "We'll be right back!" })).toBeTruthy();
  });

  it('with the flag on shows the site to a whitelisted visitor', async () => {
    maintenance.mockReturnValue({ data: { maintenance: false, message: 'x' } });
    renderShell(<Gate />, { brand: { isMaintenanceMode: true } });
    expect(await screen.findByText('The site')).toBeTruthy();
  });

  it('with the flag on stays closed when the API cannot be asked', async () => {
    maintenance.mockImplementation(() => {
      throw new TypeError('offline');
    });
    renderShell(<Gate />, { brand: { isMaintenanceMode: true } });
    await vi.waitFor(() => expect(maintenance).toHaveBeenCalledOnce());
    expect(screen.getByRole('heading', { name: "We'll be right back!" })).toBeTruthy();
  });
});

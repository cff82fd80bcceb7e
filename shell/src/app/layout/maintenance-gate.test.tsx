import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { api } from '@wagering/shared/api';
import { apiAnswer, mockApi } from '@wagering/testing/api';
import { MAINTENANCE_POLL_MS } from '@wagering/shared/constants';
import { renderShell } from '../../test/render-shell';
import { MaintenanceScreen, maintenanceStore, useMaintenance } from './maintenance-screen';

type Maintenance = { data: { maintenance: boolean; message: string } };
const answer = (maintenance: boolean, message = 'Back soon, from the API.') => ({ data: { maintenance, message } });

function Gate() {
  return useMaintenance() ? <MaintenanceScreen /> : <p>The site</p>;
}

const closed = () => screen.queryByRole('heading', { name: "We'll be right back!" });

describe("maintenance gate: the running API's switch with its IP whitelist", () => {
  const maintenance = vi.fn<() => Maintenance>();
  const feed = vi.fn(() => apiAnswer(503, { message: 'Back soon, from the API.', errors: {}, maintenance: true }));
  beforeEach(() => {
    maintenanceStore.setState({ on: null, message: '' });
    vi.stubGlobal(
      'fetch',
      mockApi({ get: { '/maintenance': maintenance, '/racing/next-to-jump/{type}/{count}': feed } }),
    );
  });
  afterEach(() => {
    maintenance.mockReset();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("shows the maintenance screen, with the API's text, when the API is switched on though the brand's flag is off", async () => {
    maintenance.mockReturnValue(answer(true));
    renderShell(<Gate />, { brand: { isMaintenanceMode: false } });
    expect(await screen.findByRole('heading', { name: "We'll be right back!" })).toBeTruthy();
    expect(screen.getByText('Back soon, from the API.')).toBeTruthy();
  });

  it('shows the site when the API says it is open, though the brand was built with its flag on', async () => {
    maintenance.mockReturnValue(answer(false));
    renderShell(<Gate />, { brand: { isMaintenanceMode: true } });
    expect(await screen.findByText('The site')).toBeTruthy();
  });

  it("keeps the brand's flag when the API cannot be asked", async () => {
    maintenance.mockImplementation(() => {
      throw new TypeError('offline');
    });
    renderShell(<Gate />, { brand: { isMaintenanceMode: true } });
    await vi.waitFor(() => expect(maintenance).toHaveBeenCalledOnce());
    expect(closed()).toBeTruthy();
  });

  it('any call answered 503 has the API asked again, and the screen shows when it says so', async () => {
    maintenance.mockReturnValueOnce(answer(false)).mockReturnValue(answer(true));
    renderShell(<Gate />, { brand: { isMaintenanceMode: false } });
    expect(await screen.findByText('The site')).toBeTruthy();
    await expect(
      api.GET('/racing/next-to-jump/{type}/{count}', { params: { path: { type: 'A', count: 5 } } }),
    ).rejects.toThrow();
    expect(await screen.findByRole('heading', { name: "We'll be right back!" })).toBeTruthy();
    expect(maintenance).toHaveBeenCalledTimes(2);
  });

  it('while shown, asks every MAINTENANCE_POLL_MS and leaves as soon as the switch is off', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    maintenance.mockReturnValue(answer(true));
    renderShell(<Gate />, { brand: { isMaintenanceMode: false } });
    expect(await screen.findByRole('heading', { name: "We'll be right back!" })).toBeTruthy();
    await vi.advanceTimersByTimeAsync(MAINTENANCE_POLL_MS);
    expect(closed()).toBeTruthy();
    maintenance.mockReturnValue(answer(false));
    await vi.advanceTimersByTimeAsync(MAINTENANCE_POLL_MS);
    expect(await screen.findByText('The site')).toBeTruthy();
    expect(closed()).toBeNull();
  });
});

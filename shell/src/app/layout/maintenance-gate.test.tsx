import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderShell } from '../../test/render-shell';
import { MaintenanceScreen, useMaintenance } from './maintenance-screen';

const answer = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

function Gate() {
  return useMaintenance() ? <MaintenanceScreen /> : <p>The site</p>;
}

describe('maintenance gate (brand flag with its IP whitelist)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('with the flag off shows the site and asks nothing', () => {
    renderShell(<Gate />, { brand: { isMaintenanceMode: false } });
    expect(screen.getByText('The site')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('with the flag on shows the maintenance screen to a visitor the API does not let through', async () => {
    fetchMock.mockResolvedValue(answer({ data: { maintenance: true, message: 'x' } }));
    renderShell(<Gate />, { brand: { isMaintenanceMode: true } });
    expect(screen.getByRole('heading', { name: "We'll be right back!" })).toBeTruthy();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect(String(fetchMock.mock.calls[0][0])).toBe('/v1/maintenance');
    expect(screen.getByRole('heading', { name: "We'll be right back!" })).toBeTruthy();
  });

  it('with the flag on shows the site to a whitelisted visitor', async () => {
    fetchMock.mockResolvedValue(answer({ data: { maintenance: false, message: 'x' } }));
    renderShell(<Gate />, { brand: { isMaintenanceMode: true } });
    expect(await screen.findByText('The site')).toBeTruthy();
  });

  it('with the flag on stays closed when the API cannot be asked', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    renderShell(<Gate />, { brand: { isMaintenanceMode: true } });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect(screen.getByRole('heading', { name: "We'll be right back!" })).toBeTruthy();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../../../test/render';
import type { PlacesService } from '../address/places-service';
import { AddressAutocomplete, ENTER_MANUALLY } from './address-autocomplete';

/** A places service that becomes ready when told to, and suggests one address for whatever is typed. */
function fakeService() {
  let becomeReady!: () => void;
  const readyPromise = new Promise<void>((resolve) => (becomeReady = resolve));
  const service: PlacesService = {
    ready: () => readyPromise,
    suggest: vi.fn(async (text: string) => [{ id: '1', description: `${text} Street, Melbourne VIC 3000` }]),
    geocode: vi.fn(async () => []),
  };
  return { service, becomeReady };
}

function Field({ service }: { service: PlacesService }) {
  const [value, setValue] = useState('');
  return (
    <AddressAutocomplete
      service={service}
      country="AUS"
      value={value}
      onChange={setValue}
      onPick={() => {}}
      onManual={() => {}}
    />
  );
}

describe('address suggestions (SPEC 4 and 9 timings)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('the input is disabled until the places service is ready', async () => {
    const { service, becomeReady } = fakeService();
    renderWithProviders(<Field service={service} />);
    expect(screen.getByRole('combobox', { name: /Address/ })).toHaveProperty('disabled', true);
    await act(async () => becomeReady());
    expect(screen.getByRole('combobox', { name: /Address/ })).toHaveProperty('disabled', false);
  });

  it('asks for suggestions for the selected country only after 500 ms without typing', async () => {
    const { service, becomeReady } = fakeService();
    renderWithProviders(<Field service={service} />);
    await act(async () => becomeReady());
    const input = screen.getByRole('combobox', { name: /Address/ });
    fireEvent.change(input, { target: { value: '1 Coll' } });
    await act(async () => vi.advanceTimersByTime(300));
    fireEvent.change(input, { target: { value: '1 Collins' } });
    await act(async () => vi.advanceTimersByTime(499));
    expect(service.suggest).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(service.suggest).toHaveBeenCalledOnce();
    expect(service.suggest).toHaveBeenCalledWith('1 Collins', 'AUS');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '1 Collins Street, Melbourne VIC 3000',
      ENTER_MANUALLY,
    ]);
  });

  it('shows at most 200 px of suggestions, and closes the list 200 ms after the field loses focus', async () => {
    const { service, becomeReady } = fakeService();
    renderWithProviders(<Field service={service} />);
    await act(async () => becomeReady());
    const input = screen.getByRole('combobox', { name: /Address/ });
    fireEvent.change(input, { target: { value: '9 Smith' } });
    await act(async () => vi.advanceTimersByTime(500));
    expect(getComputedStyle(screen.getByRole('listbox')).maxHeight).toBe('200px');
    fireEvent.blur(input);
    await act(async () => vi.advanceTimersByTime(199));
    expect(screen.queryByRole('listbox')).not.toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});

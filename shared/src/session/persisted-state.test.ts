import { beforeEach, describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { clearClientState, persistSlice } from './persisted-state';

interface Prefs {
  resultDate: string;
  persistedSortOrder: 'asc' | 'desc';
  drawerOpen: boolean;
}
const makeStore = () =>
  createStore<Prefs>(() => ({ resultDate: '2026-11-22', persistedSortOrder: 'asc', drawerOpen: false }));
const pick = (s: Prefs) => ({ resultDate: s.resultDate, persistedSortOrder: s.persistedSortOrder });
const stored = () => JSON.parse(localStorage.getItem('wagering-state') ?? '{}');

describe('Client state: persisted in browser storage under one key', () => {
  beforeEach(() => localStorage.clear());

  it('writes every registered slice under the one key', () => {
    const races = makeStore();
    const other = createStore(() => ({ favoriteSports: ['AFL'] }));
    persistSlice('races', races, pick);
    persistSlice('sports', other, (s) => s);
    races.setState({ persistedSortOrder: 'desc' });
    other.setState({ favoriteSports: ['AFL', 'Tennis'] });
    expect(Object.keys(localStorage)).toEqual(['wagering-state']);
    expect(stored()).toEqual({
      races: { resultDate: '2026-11-22', persistedSortOrder: 'desc' },
      sports: { favoriteSports: ['AFL', 'Tennis'] },
    });
  });

  it('restores a slice on the next page load, except the items listed as not persisted', () => {
    const first = makeStore();
    const stop = persistSlice('races', first, pick);
    first.setState({ persistedSortOrder: 'desc', drawerOpen: true });
    stop();
    const reloaded = makeStore();
    persistSlice('races', reloaded, pick);
    expect(reloaded.getState()).toEqual({ resultDate: '2026-11-22', persistedSortOrder: 'desc', drawerOpen: false });
  });

  it('a corrupt entry is dropped instead of breaking the page', () => {
    localStorage.setItem('wagering-state', '{not json');
    const store = makeStore();
    persistSlice('races', store, pick);
    expect(store.getState().persistedSortOrder).toBe('asc');
  });

  it('clearing removes the entry', () => {
    persistSlice('races', makeStore(), pick).call(null);
    localStorage.setItem('wagering-state', '{}');
    clearClientState();
    expect(localStorage.getItem('wagering-state')).toBeNull();
  });
});

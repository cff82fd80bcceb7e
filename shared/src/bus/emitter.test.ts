import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEmitter } from './emitter';
import type { BusEvents } from './events';

describe('the event bus', () => {
  const bus = createEmitter<BusEvents>();
  afterEach(() => vi.restoreAllMocks());

  it('delivers betslip:legs:count with its number', () => {
    const seen: number[] = [];
    const stop = bus.on('betslip:legs:count', (n) => seen.push(n));
    bus.emit('betslip:legs:count', 3);
    stop();
    bus.emit('betslip:legs:count', 4);
    expect(seen).toEqual([3]);
  });

  it('delivers betslip:drawer:request with no payload', () => {
    const handler = vi.fn();
    bus.on('betslip:drawer:request', handler);
    bus.emit('betslip:drawer:request');
    expect(handler).toHaveBeenCalledOnce();
  });

  it('a failing handler does not stop the others', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const after = vi.fn();
    bus.on('toast', () => {
      throw new Error('boom');
    });
    bus.on('toast', after);
    bus.emit('toast', { kind: 'error', message: 'x' });
    expect(after).toHaveBeenCalledWith({ kind: 'error', message: 'x' });
  });
});

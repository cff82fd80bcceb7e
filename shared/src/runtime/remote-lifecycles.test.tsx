import { afterEach, describe, expect, it, vi } from 'vitest';
import { getBrand, globalConfig } from '@wagering/brands';
import { initBrand } from '@wagering/shared/theme';
import { remotePageLifecycles } from './remote-lifecycles';

const brand = getBrand('aurora');
initBrand(brand, globalConfig(brand.key));

function Crashes(): never {
  throw new Error('page crashed');
}

const mountProps = (onError: (error: unknown) => void) => ({
  name: 'parcel-test',
  domElement: document.body.appendChild(document.createElement('div')),
  basePath: '/crash',
  onError,
  navigate: () => undefined,
});

describe("a page remote's lifecycles", () => {
  afterEach(() => vi.restoreAllMocks());

  it('mount without a single-spa warning, and hand a render crash to the shell, drawing nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    history.pushState({}, '', '/crash');
    const onError = vi.fn();
    const lifecycles = remotePageLifecycles(Crashes);
    const props = mountProps(onError);
    await lifecycles.bootstrap(props);
    await lifecycles.mount(props);
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'page crashed' })));
    expect(props.domElement.textContent).toBe('');
    expect(warn.mock.calls.flat().join(' ')).not.toMatch(/componentDidCatch|error boundary/);
    await lifecycles.unmount(props);
  });
});

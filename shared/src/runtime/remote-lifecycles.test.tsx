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

  it("hydrates a page the server drew only once the page's code is here (beforeHydrate), a fresh one at once", async () => {
    history.pushState({}, '', '/hello');
    const Hello = () => <p>Hello</p>;
    let arrive!: () => void;
    const beforeHydrate = vi.fn(() => new Promise<void>((resolve) => (arrive = resolve)));
    const lifecycles = remotePageLifecycles(Hello, { beforeHydrate });
    const region = document.body.appendChild(document.createElement('div'));
    region.setAttribute('data-ssr', '');
    region.innerHTML = '<p>Hello</p>';
    const props = { ...mountProps(() => undefined), domElement: region, basePath: '/hello' };
    await lifecycles.bootstrap(props);
    const mounted = lifecycles.mount(props);
    await Promise.resolve();
    expect(beforeHydrate).toHaveBeenCalledWith('/hello');
    // Still the server's HTML, and not live: index.html keeps holding its taps.
    expect(region.hasAttribute('data-live')).toBe(false);
    arrive();
    await mounted;
    expect(region.hasAttribute('data-live')).toBe(true);
    await lifecycles.unmount(props);

    const fresh = { ...mountProps(() => undefined), basePath: '/hello' };
    beforeHydrate.mockClear();
    await lifecycles.mount(fresh);
    expect(beforeHydrate).not.toHaveBeenCalled();
    await lifecycles.unmount(fresh);
  });
});

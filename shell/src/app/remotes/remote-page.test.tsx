import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SERVER_RENDERED, pageStore, type RemotePageProps } from '@wagering/shared/runtime';
import { renderShell } from '../../test/render-shell';
import { Breadcrumb } from '../layout/breadcrumb';
import { ServerPages } from './server-page';
import { RemotePage } from './remote-page';

/** The parcels mounted, each with its container; an unmount settles only when the test lets it (React's own is later). */
const parcels: { element: HTMLElement; props: RemotePageProps; unmounted: boolean; finishUnmount: () => void }[] = [];

vi.mock('./parcel-owner', () => ({
  pageParcelOwner: () =>
    Promise.resolve((_config: unknown, props: RemotePageProps & { domElement: HTMLElement }) => {
      let finishUnmount = () => {};
      const parcel = { element: props.domElement, props, unmounted: false, finishUnmount: () => finishUnmount() };
      parcels.push(parcel);
      return {
        mountPromise: Promise.resolve(),
        unmount: () => {
          parcel.unmounted = true;
          return new Promise<void>((resolve) => (finishUnmount = resolve));
        },
      };
    }),
}));
/** The remote's load as the next page asks for it: at once unless a test holds it. */
let remoteLoad = () => Promise.resolve({ bootstrap: vi.fn(), mount: vi.fn(), unmount: vi.fn() });
vi.mock('./remote-area', async (original) => ({
  ...(await original<typeof import('./remote-area')>()),
  loadRemoteModule: () => remoteLoad(),
}));
vi.mock('./runtime-config', () => ({ remoteVersion: () => '1.0.0', retryRemote: () => Promise.resolve() }));
vi.mock('./report-failure', () => ({ reportRemoteFailure: vi.fn() }));

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('a page remote mounted over the server’s HTML', () => {
  it('never gives the server’s container to a second React root while the first still owns it (Retry after a crash)', async () => {
    renderShell(
      <ServerPages.Provider value={{ racing: `<div ${SERVER_RENDERED}="">Meetings today</div>` }}>
        <RemotePage remote="racing" label="Racing" basePath="/racing" />
      </ServerPages.Provider>,
    );
    await settle();
    expect(parcels).toHaveLength(1);
    const first = parcels[0]!;
    expect(first.element.hasAttribute(SERVER_RENDERED)).toBe(true);

    // The page crashes; the punter taps Retry while the crashed root is still being taken down.
    act(() => first.props.onError(new Error('render crashed')));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    await settle();

    expect(first.unmounted).toBe(true);
    expect(parcels).toHaveLength(2);
    const second = parcels[1]!;
    // Two roots on one container is what makes React commit a tree it has already committed (error #177).
    expect(second.element).not.toBe(first.element);
    expect(second.element.hasAttribute(SERVER_RENDERED)).toBe(false);
    act(() => first.finishUnmount());
    await settle();
    expect(first.element.isConnected).toBe(false);
    expect(second.element.isConnected).toBe(true);
  });
});

describe('a page remote reached in the browser while its remote loads', () => {
  const previousPage = () =>
    pageStore.setState({
      title: 'Flemington Race 4',
      crumbs: [{ label: 'Racing', to: '/racing' }, { label: 'Flemington Race 4' }],
    });

  it('names its area in the header at once, never the previous page’s title and crumb', async () => {
    previousPage();
    remoteLoad = () => new Promise(() => undefined);
    renderShell(
      <>
        <Breadcrumb />
        <RemotePage remote="sports" label="Sports" basePath="/sports" />
      </>,
    );
    await settle();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sports');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toBe('Home/Sports');
    expect(screen.queryByText('Flemington Race 4')).toBeNull();
    expect(document.title).toBe('Sports');
    expect(screen.getByRole('status', { name: 'Loading Sports' })).toBeTruthy();
  });

  it('leaves the header of a page the server rendered as it was sent, for the page to publish its own', async () => {
    previousPage();
    renderShell(
      <ServerPages.Provider value={{ sports: `<div ${SERVER_RENDERED}="">Matches today</div>` }}>
        <RemotePage remote="sports" label="Sports" basePath="/sports" />
      </ServerPages.Provider>,
    );
    await settle();
    expect(pageStore.getState().title).toBe('Flemington Race 4');
  });
});

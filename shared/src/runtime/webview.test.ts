import { afterEach, describe, expect, it } from 'vitest';
import { getBrand, globalConfig } from '@wagering/brands';
import { initBrand } from '@wagering/shared/theme';
import { isInWebview } from './webview';

const configure = (isWebview: boolean) => initBrand(getBrand(), { ...globalConfig(getBrand().key), isWebview });

describe('the one webview check', () => {
  afterEach(() => {
    delete window.ReactNativeWebView;
    configure(false);
  });

  it("is a webview when the app's channel is on the window, whatever the configuration says", () => {
    configure(false);
    window.ReactNativeWebView = { postMessage: () => {} };
    expect(isInWebview()).toBe(true);
  });

  it('is a webview when the global configuration says so', () => {
    configure(true);
    expect(isInWebview({})).toBe(true);
  });

  it('is not a webview in a browser', () => {
    configure(false);
    expect(isInWebview()).toBe(false);
    expect(isInWebview({})).toBe(false);
  });
});

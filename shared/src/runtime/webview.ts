import { brandStore } from '@wagering/shared/theme';

/** The React Native WebView's channel to the app, present when the site runs inside the native app. */
interface NativeChannel {
  postMessage(message: string): void;
}

declare global {
  interface Window {
    ReactNativeWebView?: NativeChannel;
  }
}

/**
 * The one webview check (SPEC 3 global isWebview, SPEC 4 "not in a webview while logged out"): the site runs in the
 * native app when the global configuration says so or the app's channel is on the window. Framework-free, so the
 * shell's bridge and every remote ask the same question the same way.
 */
export function isInWebview(win: Pick<Window, 'ReactNativeWebView'> | undefined = globalThis.window): boolean {
  return Boolean(brandStore.getState().global?.isWebview) || Boolean(win?.ReactNativeWebView);
}

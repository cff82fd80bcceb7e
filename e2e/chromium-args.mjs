// Debian Chromium's flags on these machines (no sandbox as root, no GPU, no network but the site's): one list for
// Playwright, the start check and the benchmarks. Playwright adds --headless itself.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

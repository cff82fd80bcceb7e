// The front-end apps of the workspace: the shell and each remote's federation name.
export const remotes = [
  { pkg: 'mfe-racing', name: 'racing' },
  { pkg: 'mfe-sports', name: 'sports' },
  { pkg: 'mfe-betslip', name: 'betslip' },
  { pkg: 'mfe-account', name: 'account' },
  { pkg: 'mfe-banking', name: 'banking' },
];
export const apps = ['shell', ...remotes.map((r) => r.pkg)];

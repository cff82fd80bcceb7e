// What may import what (docs/ARCHITECTURE.md, "Layers"), checked by `npm test` (scripts/test.mjs, step "layers"):
//   @wagering/contract (contract)  imports nothing of ours
//   @wagering/brands   (brands)           imports only the contract
//   @wagering/shared   (shared/src)       the React kit: the contract and brands
//   api                                   the contract and brands, never the browser kit, never React (ESLint)
//   web                                   the contract only; renders by loading the shell's server build in its
//                                         render workers (web/src/render-worker.ts), never importing an app
//   shell, mfe-*                          @wagering/shared/*, the contract and brands; never each other
//   @wagering/testing  (shared/testing)   test doubles: imported by tests only, never by code a build ships
// Inside an app a feature never imports another feature, and the app's shared layer (components, hooks, lib, api)
// imports no feature; an app's features never import its pages or app, and its pages live in src/pages only.
// Inside the API the platform (db, lib, config) imports no module, and no domain module imports the feed simulator,
// which sits above them as an adapter and has bets settled through settlement's port.
const APPS = '(shell|mfe-racing|mfe-sports|mfe-betslip|mfe-account|mfe-banking)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A circle of imports has no bottom to read from.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'contract-imports-nothing-of-ours',
      severity: 'error',
      from: { path: '^contract/' },
      to: { path: `^(shared/src|shared/build|brands|api|${APPS})/` },
    },
    {
      name: 'brands-import-only-the-contract',
      severity: 'error',
      from: { path: '^brands/' },
      to: { path: `^(shared/src|shared/build|api|${APPS})/` },
    },
    {
      name: 'kit-imports-no-app',
      severity: 'error',
      from: { path: '^shared/(src|build)/' },
      to: { path: `^(api|${APPS})/` },
    },
    {
      name: 'api-imports-only-the-contract',
      comment:
        'The server never loads the browser kit (React, single-spa): only @wagering/contract and @wagering/brands.',
      severity: 'error',
      from: { path: '^api/' },
      to: { path: `^(shared/src|shared/build|${APPS})/` },
    },
    {
      name: 'web-imports-only-the-contract',
      comment:
        "The web tier renders with the shell's built server code, loaded by its workers at run time; it imports no app, kit or API module (no React: ESLint, as for the API).",
      severity: 'error',
      from: { path: '^web/' },
      to: { path: `^(shared/src|shared/build|brands|api|${APPS})/` },
    },
    {
      name: 'nothing-imports-the-web-tier',
      comment: 'The web tier sits on top, beside the API: no package imports it.',
      severity: 'error',
      from: { pathNot: '^web/' },
      to: { path: '^web/' },
    },
    {
      name: 'apps-import-no-other-app',
      comment: 'Remotes and the shell meet through @wagering/shared/* and the contract only.',
      severity: 'error',
      from: { path: `^${APPS}/` },
      to: { path: `^(api|${APPS})/`, pathNot: '^$1/' },
    },
    {
      name: 'features-import-no-other-feature',
      severity: 'error',
      from: { path: `^${APPS}/src/features/([^/]+)/` },
      to: { path: '^$1/src/features/', pathNot: '^$1/src/features/$2/' },
    },
    {
      name: 'shared-layer-imports-no-feature',
      comment:
        "An app's components, hooks, lib and api are what its features share: they sit below every feature and page.",
      severity: 'error',
      from: { path: `^${APPS}/src/(components|hooks|lib|api)/` },
      to: { path: '^$1/src/(features|pages|app)/|^$1/src/app\\.tsx$' },
    },
    {
      name: 'features-import-no-page',
      comment: 'Pages and the app compose features; a feature never reaches back up into them.',
      severity: 'error',
      from: { path: `^${APPS}/src/features/` },
      to: { path: '^$1/src/(pages|app)/|^$1/src/app\\.tsx$' },
    },
    {
      name: 'pages-live-in-src-pages',
      comment:
        "Every app keeps its route pages (`*-page.tsx`) in one place, `src/pages`; the shell's RemotePage is not one " +
        "of its pages but the element that mounts a remote's.",
      severity: 'error',
      from: {},
      to: {
        path: `^${APPS}/src/.*-page\\.tsx$`,
        pathNot: [`^${APPS}/src/pages/`, '^shell/src/app/remotes/remote-page\\.tsx$'],
      },
    },
    {
      name: 'api-platform-imports-no-module',
      comment: 'db, lib and config are the bottom of the API: domain modules build on them, never the other way.',
      severity: 'error',
      from: { path: '^api/src/(db|lib)/|^api/src/config\\.ts$', pathNot: '\\.test\\.ts$' },
      to: { path: '^api/src/modules/' },
    },
    {
      name: 'api-domain-imports-no-feed',
      comment:
        'The feed simulator is an adapter above the domain: it writes racing and sports rows; the domain never calls it.',
      severity: 'error',
      from: { path: '^api/src/modules/', pathNot: ['^api/src/modules/(feed|dev)/', '\\.test\\.ts$'] },
      to: { path: '^api/src/modules/feed/' },
    },
    {
      name: 'api-feed-settles-through-the-port',
      comment:
        'The feed has bets settled through the port settlement declares (settlement/port.ts); only where a process ' +
        'starts (feed/main.ts; the feed of tests, api/test/feed-helpers.ts, is outside) does it hand the feed the implementation.',
      severity: 'error',
      from: {
        path: '^api/src/modules/feed/',
        pathNot: ['^api/src/modules/feed/main\\.ts$', '\\.test\\.ts$'],
      },
      to: { path: '^api/src/modules/settlement/', pathNot: '^api/src/modules/settlement/port\\.ts$' },
    },
    {
      name: 'no-testing-in-production',
      comment:
        'The mocked API, fixtures and render helpers are for tests: a production bundle never carries them. Tests are ' +
        '*.test.ts(x) files and the test helpers beside them (src/test/ of an app).',
      severity: 'error',
      from: { pathNot: ['\\.test\\.tsx?$', '^[^/]+/src/test/', '^shared/testing/'] },
      to: { path: '^shared/testing/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|\\.tsbuild|node_modules|\\.data)/|\\.d\\.ts$' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json'],
      mainFields: ['module', 'main'],
    },
  },
};

// One build recipe for the shell and every remote: rspack + Module Federation, the singleton list, versions.
// Every package's rspack.config.mjs calls createAppConfig, so the shared list and versions live here only.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { readFileSync, existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import rspack from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

const require = createRequire(import.meta.url);
const versionOf = (pkg) => JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), 'utf8')).version;
const sharedVersion = versionOf('@wagering/shared');

/** The `shared` package's subpaths: each is its own singleton so a page loads only the parts it uses. */
const sharedSubpaths = [
  'betslip',
  'session',
  'bus',
  'api',
  'forms',
  'ui',
  'format',
  'constants',
  'theme',
  'runtime',
  'router',
];

/**
 * Libraries that must exist once per page. Keys match exact import requests (subpaths listed on their own).
 * The router is shared as `@wagering/shared/router` (only the exports the site uses), not as react-router-dom.
 */
const singletonPackages = {
  react: ['react', 'react/jsx-runtime'],
  'react-dom': ['react-dom', 'react-dom/client'],
  zustand: ['zustand', 'zustand/vanilla', 'zustand/middleware'],
  '@tanstack/react-query': ['@tanstack/react-query'],
  '@emotion/react': ['@emotion/react'],
  '@emotion/styled': ['@emotion/styled'],
  '@emotion/cache': ['@emotion/cache'],
  dayjs: ['dayjs'],
  yup: ['yup'],
  'react-hook-form': ['react-hook-form'],
};

/**
 * The page's one React and one query cache: a remote built on a newer minor of them may call what an older one lacks,
 * so it refuses to run on an older minor (the runtime throws, its area shows the fallback) instead of a console
 * warning. The other singletons only warn.
 */
const atLeastBuiltMinor = new Set(['react', 'react-dom', '@tanstack/react-query']);

/** @param {string[]} [only] share only these keys (a remote on its own React shares none of the React ones) */
function sharedConfig(only) {
  const shared = {};
  for (const [pkg, requests] of Object.entries(singletonPackages)) {
    const version = versionOf(pkg);
    const strict = atLeastBuiltMinor.has(pkg);
    const requiredVersion = strict ? `^${version.split('.').slice(0, 2).join('.')}.0` : `^${version}`;
    for (const request of requests)
      shared[request] = { singleton: true, version, requiredVersion, strictVersion: strict };
  }
  for (const sub of sharedSubpaths) {
    // The contract between shell and remotes: a remote built for another major refuses to run on this one (its
    // area shows the fallback) instead of crashing inside. Bump shared's major on every breaking change.
    shared[`@wagering/shared/${sub}`] = {
      singleton: true,
      version: sharedVersion,
      requiredVersion: `^${sharedVersion}`,
      strictVersion: true,
    };
  }
  return only ? Object.fromEntries(Object.entries(shared).filter(([key]) => only.includes(key))) : shared;
}

/**
 * @param {object} o
 * @param {string} o.name federation name (shell, racing, sports, betslip, account, banking)
 * @param {string} o.dir the package folder (import.meta.dirname of its config)
 * @param {number} o.port standalone dev-server port
 * @param {Record<string,string>} [o.exposes] the remote's public face
 * @param {boolean} [o.isHost]
 * @param {Record<string,string>} [o.alias]
 * @param {Record<string,string>} [o.define] compile-time constants
 * @param {object} [o.html] HtmlRspackPlugin options
 * @param {string[]} [o.share] share only these keys instead of the whole singleton list
 */
export function createAppConfig(options) {
  const web = createWebConfig(options);
  const production = process.env.NODE_ENV !== 'development';
  // The server build sits beside the web build (issue 23): the shell's renders pages with it, a remote's renders its
  // pages inside them. Only apps with a server entry have one; the standalone dev page never needs it.
  const serverEntry = ['src/server.tsx', 'src/server.ts'].find((f) => existsSync(path.join(options.dir, f)));
  return production && serverEntry ? [web, createServerConfig(options, `./${serverEntry}`)] : web;
}

/** Every request the server build takes from the process that loads it instead of bundling (see createServerConfig). */
export const serverSharedRequests = [
  ...Object.values(singletonPackages).flat(),
  ...sharedSubpaths.map((sub) => `@wagering/shared/${sub}`),
];

/**
 * A Node build of the app for server rendering: one CommonJS file (no chunks to load). The shell's bundles everything
 * it uses (React, emotion, the kit: the deploy folder runs anywhere, with no node_modules); a remote's leaves its
 * shared singletons as `require` calls, which the shell's server build answers with its own modules
 * (shell/src/app/server/remote-builds.ts): one React and one kit on the server, as Module Federation's singletons make
 * one in the browser.
 */
function createServerConfig({ name, dir, isHost = false, alias = {} }, entry) {
  const external = (request) => !isHost && serverSharedRequests.includes(request);
  const web = createWebConfig({ name, dir, port: 0, isHost, alias });
  return {
    mode: 'production',
    context: dir,
    target: 'node20',
    entry: { server: entry },
    devtool: false,
    output: {
      path: process.env.OUT_DIR ? `${process.env.OUT_DIR}-server` : path.join(dir, 'dist-server'),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      asyncChunks: false,
      clean: true,
    },
    externals: [
      ({ request }, callback) => (external(request) ? callback(undefined, `commonjs ${request}`) : callback()),
    ],
    resolve: web.resolve,
    module: web.module,
    // Readable stacks in the failure reports; the file is read once per release, size does not matter.
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify('production'),
        __APP_NAME__: JSON.stringify(name),
        __APP_VERSION__: JSON.stringify(
          process.env.REMOTE_VERSION ?? JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).version,
        ),
        __BRAND__: JSON.stringify(process.env.BRAND ?? 'aurora'),
        __SHARED_VERSION__: JSON.stringify(sharedVersion),
      }),
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
  };
}

/** A package's ES module build, by its own exports map (the `import` condition). */
const esmBuildOf = (pkg) => fileURLToPath(import.meta.resolve(pkg));

/**
 * The federation runtime by its ES module builds. rspack embeds the bundler runtime in every container by its CommonJS
 * build (it finds it with require.resolve; the shell's runtime plugin that provides the core to remotes likewise), and
 * CommonJS cannot be tree-shaken: each remoteEntry.js carried the runtime's whole SDK (the Node loaders, manifest
 * parsing, the logger) although the shell provides the runtime core, and the shell's main.js carried it too. The same
 * packages' ES module builds (their exports map's `import` condition) let the bundler keep only what is called
 * (issue 35). `@module-federation/runtime` replaces the CommonJS build rspack aliases it to (a user alias wins).
 */
const bundlerRuntime = '@module-federation/webpack-bundler-runtime';
const provideRuntimeCore = '@module-federation/inject-external-runtime-core-plugin';
const treeShakenFederationRuntime = {
  [require.resolve(bundlerRuntime)]: esmBuildOf(bundlerRuntime),
  [require.resolve(provideRuntimeCore)]: esmBuildOf(provideRuntimeCore),
  '@module-federation/runtime': esmBuildOf('@module-federation/runtime'),
};

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
/** What a remote's build reads besides its own folder: the workspace packages it bundles, and the lockfile. */
const sharedInputs = ['shared/src', 'shared/build', 'contract/src', 'brands', 'package-lock.json'];
/** Never read by a build: installed packages, build output, type-check state, tests, dotfiles. */
const notAnInput = (entry) =>
  entry === 'node_modules' ||
  entry.startsWith('dist') ||
  entry.startsWith('.') ||
  /\.(test\.[cm]?[jt]sx?|tsbuildinfo)$/.test(entry);

/**
 * A fingerprint of everything a remote's build reads (its folder, the workspace packages it bundles, the lockfile)
 * and the settings it is built with: the same source always gets the same one, another build of the remote another.
 */
function buildFingerprint(dir, settings) {
  const hash = createHash('sha256').update(JSON.stringify(settings));
  const walk = (file) => {
    if (!statSync(file).isDirectory())
      return void hash.update(path.relative(repoRoot, file)).update(readFileSync(file));
    for (const entry of readdirSync(file).sort()) if (!notAnInput(entry)) walk(path.join(file, entry));
  };
  for (const input of [dir, ...sharedInputs.map((p) => path.join(repoRoot, p))]) if (existsSync(input)) walk(input);
  return hash.digest('hex').slice(0, 8);
}

/**
 * The internals both emotion singletons bundle (style serialising, hashing, helpers): `@emotion/react` and
 * `@emotion/styled` are each their own shared chunk, every page loads both, and below the default 20 KB split size each
 * carried its own copy of these (about 4 KB gzipped twice on every route, issue 35). One chunk for both instead.
 */
const emotionCore = {
  test: /[\\/]node_modules[\\/](@emotion[\\/](serialize|utils|hash|unitless|memoize|use-insertion-effect-with-fallbacks)|@babel[\\/]runtime)[\\/]/,
  chunks: 'async',
  minChunks: 2,
  minSize: 0,
  reuseExistingChunk: true,
};

/**
 * The host's first screen, in one script: the kit's parts (every subpath but the forms) with the contract, and the
 * small libraries they stand on. As shared singletons each was a script of its own, about 20 of 0.3-15 KB on every
 * page, and inserting and fetching each one cost the shell's first task more than running it (issue 35). Every page
 * loads these, so one chunk costs no page anything it did not load already. The large libraries keep their own
 * chunks, the form libraries stay until a form is shown.
 */
const firstScreenKit = {
  test: /[\\/](shared[\\/]src[\\/](?!forms[\\/])|contract[\\/]src[\\/]|node_modules[\\/](zustand|dayjs|@emotion|@babel[\\/]runtime|hoist-non-react-statics|react-is|stylis|react)[\\/])/,
  name: 'kit',
  chunks: 'async',
  enforce: true,
};

function createWebConfig({
  name,
  dir,
  port: defaultPort,
  exposes,
  isHost = false,
  alias = {},
  define = {},
  html = {},
  share,
}) {
  // DEV_PORT moves a dev server off its usual port (two checkouts side by side, the standalone smoke test).
  const port = Number(process.env.DEV_PORT ?? defaultPort);
  const production = process.env.NODE_ENV !== 'development';
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const version = process.env.REMOTE_VERSION ?? pkg.version;
  const template = path.join(dir, 'index.html');
  // In the composed site the shell provides the federation runtime once and remotes reuse it (remoteEntry ~half the
  // size). A remote's standalone dev page has no shell, so it carries its own runtime there.
  const externalRuntime = production && !isHost && process.env.STANDALONE !== '1';
  const constants = {
    'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
    __APP_NAME__: JSON.stringify(name),
    __APP_VERSION__: JSON.stringify(version),
    // The brand a standalone page or the shell is built for (remotes take theirs from the shell at run time).
    __BRAND__: JSON.stringify(process.env.BRAND ?? 'aurora'),
    __SHARED_VERSION__: JSON.stringify(sharedVersion),
    ...Object.fromEntries(Object.entries(define).map(([k, v]) => [k, JSON.stringify(v)])),
  };
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      // OUT_DIR lets a deploy job build a version straight into its own folder (e2e swaps versions this way).
      path: process.env.OUT_DIR ?? path.join(dir, 'dist'),
      // The shell is served at the site root for every route, so its own script URLs must not be relative to a deep
      // link (/racing/race/1/2 would ask /racing/race/1/main.js); remotes resolve theirs from the URL their entry
      // was loaded from, in production and in dev alike, so a remote's dev server works at whatever host it is opened
      // on (localhost, 127.0.0.1, the "Network" address it prints). Its standalone page's own tags: HtmlRspackPlugin.
      publicPath: isHost ? '/' : 'auto',
      // A remote's release names its own chunk array on the page (`rspackChunk<uniqueName>`) and its script tags:
      // under one name a release loaded after another (Retry after a rollback) adopted the chunks the first had
      // loaded, with their module factories, and ran the first's code or failed ("reading 'call'") (issue 39).
      uniqueName: production && !isHost ? `${name}_${buildFingerprint(dir, { constants, externalRuntime })}` : name,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      alias: { ...treeShakenFederationRuntime, ...alias },
    },
    module: {
      rules: [
        {
          test: /\.(tsx?|jsx?)$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
              target: 'es2022',
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.svg$/, type: 'asset/source' },
      ],
    },
    optimization: {
      minimize: production,
      splitChunks: { cacheGroups: isHost && production ? { firstScreenKit } : { emotionCore } },
    },
    performance: { hints: false },
    plugins: [
      new rspack.DefinePlugin(constants),
      new ModuleFederationPlugin({
        name,
        filename: isHost ? undefined : 'remoteEntry.js',
        exposes: isHost ? undefined : exposes,
        shared: sharedConfig(share),
        shareStrategy: 'loaded-first',
        manifest: isHost ? false : true,
        dts: false,
        // The site runs in browsers only: leave the runtime's Node code out.
        experiments: {
          ...(isHost ? { provideExternalRuntime: true } : { externalRuntime }),
          optimization: { target: 'web' },
        },
        runtimePlugins: isHost ? [path.join(dir, 'src/app/remotes/error-load-remote.ts')] : [],
      }),
      existsSync(template) &&
        // Root-relative tags: a deep link (/racing/next-to-jump) still asks /main.js of the host it was opened on.
        new rspack.HtmlRspackPlugin({
          template,
          templateParameters: { title: name, ...html },
          inject: 'body',
          publicPath: '/',
        }),
    ].filter(Boolean),
    devServer: {
      port,
      historyApiFallback: true,
      hot: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      // The API's own default port (`npm run dev -w @wagering/api`); API_URL points elsewhere.
      proxy: [{ context: ['/v1'], target: process.env.API_URL ?? 'http://127.0.0.1:8080', changeOrigin: true }],
    },
  };
}

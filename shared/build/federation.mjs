// One build recipe for the shell and every remote: rspack + Module Federation, the singleton list, versions.
// Every package's rspack.config.mjs calls createAppConfig, so the shared list and versions live here only.
import { createRequire } from 'node:module';
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import rspack from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

const require = createRequire(import.meta.url);
const versionOf = (pkg) => JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), 'utf8')).version;
const sharedVersion = versionOf('@wagering/shared');

/** The `shared` package's subpaths: each is its own singleton so a page loads only the parts it uses. */
export const sharedSubpaths = ['betslip', 'session', 'bus', 'api', 'forms', 'ui', 'format', 'constants', 'theme', 'runtime', 'router'];

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

export function sharedConfig() {
  const shared = {};
  for (const [pkg, requests] of Object.entries(singletonPackages)) {
    const version = versionOf(pkg);
    for (const request of requests) shared[request] = { singleton: true, version, requiredVersion: `^${version}`, strictVersion: false };
  }
  for (const sub of sharedSubpaths) {
    shared[`@wagering/shared/${sub}`] = { singleton: true, version: sharedVersion, requiredVersion: `^${sharedVersion}` };
  }
  return shared;
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
 */
export function createAppConfig({ name, dir, port, exposes, isHost = false, alias = {}, define = {}, html = {} }) {
  const production = process.env.NODE_ENV !== 'development';
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const version = process.env.REMOTE_VERSION ?? pkg.version;
  const template = path.join(dir, 'index.html');
  // In the composed site the shell provides the federation runtime once and remotes reuse it (remoteEntry ~half the
  // size). A remote's standalone dev page has no shell, so it carries its own runtime there.
  const externalRuntime = production && !isHost && process.env.STANDALONE !== '1';
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      // OUT_DIR lets a deploy job build a version straight into its own folder (e2e swaps versions this way).
      path: process.env.OUT_DIR ?? path.join(dir, 'dist'),
      // The shell is served at the site root for every route, so its own script URLs must not be relative to a deep
      // link (/racing/race/1/2 would ask /racing/race/1/main.js); remotes resolve theirs from their manifest URL.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: name,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      alias,
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
    optimization: { minimize: production },
    performance: { hints: false },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        __APP_NAME__: JSON.stringify(name),
        __APP_VERSION__: JSON.stringify(version),
        ...Object.fromEntries(Object.entries(define).map(([k, v]) => [k, JSON.stringify(v)])),
      }),
      new ModuleFederationPlugin({
        name,
        filename: isHost ? undefined : 'remoteEntry.js',
        exposes: isHost ? undefined : exposes,
        shared: sharedConfig(),
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
        new rspack.HtmlRspackPlugin({ template, templateParameters: { title: name, ...html }, inject: 'body' }),
    ].filter(Boolean),
    devServer: {
      port,
      historyApiFallback: true,
      hot: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/v1'], target: process.env.API_URL ?? 'http://127.0.0.1:4000', changeOrigin: true }],
    },
  };
}

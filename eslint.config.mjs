import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const CROSS_PACKAGE_IMPORTS = [
  {
    group: ['../../shared/*', '../shared/src/*', '**/mfe-*/src/*', '**/shell/src/*'],
    message: 'Cross-package code goes through @wagering/shared only.',
  },
  {
    group: ['react-router', 'react-router-dom'],
    message: 'Routing comes from @wagering/shared/router, the one shared router (tree-shaken).',
  },
];

// A function longer than a screen is read in pieces (issue 26, "small rooms"): product code is held to 80 lines,
// blank lines and comments not counted. Tests and test doubles are not product code; generated files are ignored above.
// No exceptions are left: the list of known long functions (24 files at its start) is empty and gone.
const FUNCTION_LENGTH = { max: 80, skipBlankLines: true, skipComments: true };
const PRODUCT_CODE = [
  '{api,brands,shell,mfe-*}/src/**/*.{ts,tsx}',
  'shared/src/**/*.{ts,tsx}',
  'contract/src/**/*.ts',
];
const TEST_CODE = ['**/*.test.{ts,tsx}', '**/src/test/**'];

// Money is the contract's `Cents` (issue 38 item 2, @wagering/contract/money): a name that says cents (`cents`,
// `stakeCents`, `amount_cents`) typed as a bare number, alone or in a union, is refused in product code.
const CENTS_NAME = '/(^c|C|_c)ents$/';
const MONEY_AS_NUMBER = {
  selector: [
    `TSPropertySignature[key.name=${CENTS_NAME}]`,
    `PropertyDefinition[key.name=${CENTS_NAME}]`,
    `Identifier[name=${CENTS_NAME}]`,
    `FunctionDeclaration[id.name=${CENTS_NAME}]`,
  ]
    .flatMap((named) => [`${named} > TSTypeAnnotation > TSNumberKeyword`, `${named} > TSTypeAnnotation > TSUnionType > TSNumberKeyword`])
    .join(', '),
  message: 'Money is Cents (@wagering/contract/money), never a bare number: brand it where it enters with cents().',
};

// In the browser the contract's format, constants and forms are federation singletons under @wagering/shared/*.
const SINGLETONS_BY_KIT = {
  group: ['@wagering/contract/format', '@wagering/contract/constants', '@wagering/contract/forms'],
  message: 'Import the singleton: @wagering/shared/format, /constants or /forms.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      'deploy/**',
      'e2e/.deploy-*/**',
      'e2e/.brand-deploy-*/**',
      'e2e/.skew-*/**',
      'e2e/test-results/**',
      '**/node_modules/**',
      '**/.tsbuild/**',
      '**/.data/**',
      'bench/.out/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'contract/src/api/schema.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          patterns: CROSS_PACKAGE_IMPORTS,
        },
      ],
    },
  },
  {
    // In the browser the contract's format, constants and forms are federation singletons under @wagering/shared/*:
    // importing the contract's own path bundles a second copy into that chunk (the slip once carried 2 KB gz of it).
    files: ['shared/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/{format,constants,forms}/index.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...CROSS_PACKAGE_IMPORTS,
            SINGLETONS_BY_KIT,
          ],
        },
      ],
    },
  },
  {
    // A kit subpath reaches another by its package name, as a remote does: a relative path ('../theme') bundles a
    // second copy of that singleton into this one's chunk, with its own state.
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/{format,constants,forms}/index.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...CROSS_PACKAGE_IMPORTS,
            SINGLETONS_BY_KIT,
            { regex: '^\\.\\./', message: 'Another kit subpath: import it as @wagering/shared/<subpath>.' },
          ],
        },
      ],
    },
  },
  {
    // The API reads its environment in one place, typed, checked at start and documented (api/src/config.ts).
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/config.ts', 'api/src/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through api/src/config.ts.' },
      ],
    },
  },
  {
    // The API never renders and never loads React, nor code no layer rule can see (createRequire of a build): pages
    // are the web tier's (web/), which loads the shell's server build in its render workers only.
    files: ['api/src/**/*.ts', 'web/src/**/*.ts'],
    ignores: ['web/src/render-worker.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: CROSS_PACKAGE_IMPORTS,
          paths: [
            {
              name: 'react',
              message: 'The API and the web tier load no React: pages render in web/src/render-worker.ts.',
            },
            { name: 'react-dom', message: 'The API and the web tier load no React.' },
            { name: 'react-dom/server', message: 'The API and the web tier load no React.' },
            { name: 'node:module', message: 'createRequire hides code from the layer rules: the render worker alone.' },
            { name: 'module', message: 'createRequire hides code from the layer rules: the render worker alone.' },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/src/router/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: PRODUCT_CODE,
    ignores: TEST_CODE,
    rules: {
      'max-lines-per-function': ['error', FUNCTION_LENGTH],
      'no-restricted-syntax': ['error', MONEY_AS_NUMBER],
    },
  },
);

import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', 'deploy/**', 'e2e/.deploy-*/**', 'e2e/.brand-deploy-*/**', 'e2e/.skew-*/**', 'e2e/test-results/**', '**/node_modules/**', '**/.tsbuild/**', '**/.data/**', 'bench/.out/**', '**/test-results/**', '**/playwright-report/**', 'shared/src/api/schema.d.ts'] },
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
          patterns: [
            { group: ['../../shared/*', '../shared/src/*', '**/mfe-*/src/*', '**/shell/src/*'], message: 'Cross-package code goes through @wagering/shared only.' },
            { group: ['react-router', 'react-router-dom'], message: 'Routing comes from @wagering/shared/router, the one shared router (tree-shaken).' },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/src/router/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
);

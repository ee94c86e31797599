import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      '.data',
      '.test-data',
      'drizzle',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // One-way imports (docs/decisions/0001-layout-and-import-boundaries.md):
  // web -> shared; server -> planner -> shared; a web feature never imports another feature.
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['src/**/*'],
      'boundaries/elements': [
        { type: 'shared', pattern: 'src/shared' },
        { type: 'planner', pattern: 'src/planner' },
        { type: 'recipe-import', pattern: 'src/recipe-import' },
        { type: 'server', pattern: 'src/server' },
        { type: 'web-feature', pattern: 'src/web/features/*', capture: ['feature'] },
        { type: 'web', pattern: 'src/web' },
      ],
      'import/resolver': { typescript: { alwaysTryTypes: true } },
    },
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          rules: [
            { from: 'shared', allow: ['shared'] },
            { from: 'planner', allow: ['planner', 'shared'] },
            { from: 'recipe-import', allow: ['recipe-import', 'planner', 'shared'] },
            { from: 'server', allow: ['server', 'recipe-import', 'planner', 'shared'] },
            { from: 'web', allow: ['web', 'web-feature', 'shared'] },
            {
              from: 'web-feature',
              allow: ['web', 'shared', ['web-feature', { feature: '${from.feature}' }]],
            },
          ],
        },
      ],
    },
  },
);

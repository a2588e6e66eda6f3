import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The site's base folders never import upward (README, "Working on it"): src/lib imports only lib/,
 * src/ui only ui/ and lib/. These are the relative paths out of them to the folders above.
 */
const upward = (folders) => folders.flatMap((folder) => [`../${folder}`, `../${folder}/**`, `../../${folder}`, `../../${folder}/**`]);
const aboveTheBase = ['app', 'features', 'routes', 'server', 'root', 'entry.client', 'entry.server'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.react-router/**',
      '**/.strapi/**',
      '**/.cache/**',
      'apps/web/src/graphql/generated.ts',
      'apps/cms/types/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/cms/**/*.js', 'apps/cms/scripts/**'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Benchmarks run in Node and hand functions to the browser (page.evaluate).
    files: ['bench/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['apps/web/src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: upward([...aboveTheBase, 'ui']),
              message: 'src/lib imports only lib/ (and packages): move what it needs down into lib/, or the helper up to where it is used.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: upward(aboveTheBase),
              message: 'src/ui imports only ui/ and lib/ (and packages): move what it needs down into lib/ or ui/, or the component up to where it is used.',
            },
          ],
        },
      ],
    },
  },
  {
    // The slide templates' registry imports every template; a template never imports the registry back.
    files: ['apps/web/src/features/lesson-mode/slides/**'],
    ignores: ['apps/web/src/features/lesson-mode/slides/templates.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['./templates', '../slides/templates'],
              message: 'A slide template imports only shared pieces (parts.tsx, slide-body.ts); slides/templates.ts imports the templates.',
            },
          ],
        },
      ],
    },
  },
);

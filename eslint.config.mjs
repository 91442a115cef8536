// Flat config shared by every workspace package.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/.turbo/**',
      '**/playwright-report/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      // Issue 41, finding 13: Mantine's Select is a text box to screen readers and its list a
      // scrolling region the keyboard cannot reach; the kit's SelectField is neither.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mantine/core',
              importNames: ['Select'],
              message: 'Use SelectField (apps/web/src/components/SelectField.tsx).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      // packages/domain is pure: no I/O and nothing of ours (docs/architecture.md, "Layout").
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@agro/', message: 'packages/domain imports nothing of ours.' },
            { regex: '^node:', message: 'packages/domain is pure: no I/O.' },
            { regex: '^react', message: 'packages/domain is pure: no React.' },
          ],
        },
      ],
    },
  },
  prettier,
);

// Flat config shared by every workspace package.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = [
  'auth',
  'profile',
  'help',
  'admin',
  'advisers',
  'consent',
  'ferti-chn',
  'ferti-qn',
  'blight',
  'stations',
  'water-balance',
  'stages',
  'recalage',
];

// One apps/web/src/features/<name> folder may not import another: features compose in src/app and
// share through src/components and src/lib (DESIGN.md, "Web").
const featureIsolation = webFeatures.map((feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `(^|/)features/(?!${feature.replace('-', '\\-')}(/|$))[^/]+`,
            message:
              'A feature must not import another feature: compose in src/app, share via src/components or src/lib.',
          },
        ],
      },
    ],
  },
}));

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
    files: ['packages/domain/**/*.ts'],
    rules: {
      // packages/domain is pure: no I/O and nothing of ours (DESIGN.md, "Layout").
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
  ...featureIsolation,
  prettier,
);

import eslint from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'build-*/**',
      '.cache/**',
      '.docusaurus/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'api/**',
    ],
  },
  eslint.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts}'],
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    rules: {
      // `_`-prefixed names are deliberately unused (destructuring to drop a key, placeholder parameters).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true},
      ],
    },
    // A disable comment that no longer silences anything is noise that hides real exceptions.
    linterOptions: {reportUnusedDisableDirectives: 'error'},
  },
  {
    files: ['src/**/*.tsx', 'lib/**/*.tsx', 'plugins/**/*.tsx', 'gallery/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: [
      'src/**/*.{ts,tsx}',
      'lib/**/*.{ts,tsx}',
      'remark/**/*.ts',
      'plugins/**/*.{ts,tsx}',
      'gallery/**/*.{ts,tsx}',
    ],
    plugins: {'react-hooks': reactHooks},
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);

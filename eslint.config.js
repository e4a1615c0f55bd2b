// Lint for every TypeScript file: typescript-eslint (syntax only, fast), React hooks, jsx-a11y.
// Layout is Prettier's (eslint-config-prettier turns off the rules it settles).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '.tmp/**',
      'dist/**',
      'data/**',
      'docs/**',
      'test-results/**',
      'playwright-report/**',
      'model-tests/.results/**',
      'model-tests/.blob-report/**',
      'src/routeTree.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // a leading underscore names a parameter a signature needs and the body does not use
      // a callback declared before the actor it closes over is a forward reference, not a missed const
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  // Playwright's fixtures take their dependencies as an object pattern, `{}` when there are none
  { files: ['model-tests/**/*.ts'], rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] } },
  { files: ['src/**/*.tsx'], ...reactHooks.configs.flat.recommended },
  { files: ['src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  prettier,
);

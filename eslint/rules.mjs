// Rule choices for the whole tree; anything turned down says why.
export const codeRules = {
  // Unused names are noise; a leading underscore marks one kept on purpose (an ignored callback argument).
  '@typescript-eslint/no-unused-vars': [
    'error',
    { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
  ],
  // An async function that does not await still turns a throw into a rejection, which callers rely on (Nest lifecycle
  // hooks and handlers typed Promise<T>, RTK Query's queryFn); dropping `async` to please this rule would change that.
  '@typescript-eslint/require-await': 'off',
  // Nest modules are classes with decorators only.
  '@typescript-eslint/no-extraneous-class': 'off',
  // Promise-returning handlers in JSX attributes are fine: React ignores the result.
  '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
};

// React hooks: the classic rules stay errors. The React Compiler's diagnostics are off: nothing here is compiled by
// it, and they flag patterns that are right without it — reading browser-only state (sessionStorage, the cookie, the
// time zone) in an effect after hydration, so the server's HTML and the first client render agree; a ref that keeps
// the last value shown while a card animates out; a remote component created once per load attempt.
export const reactHooksRules = {
  'react-hooks/rules-of-hooks': 'error',
  'react-hooks/exhaustive-deps': 'error',
  'react-hooks/set-state-in-effect': 'off',
  'react-hooks/refs': 'off',
  'react-hooks/static-components': 'off',
  'react-hooks/incompatible-library': 'off',
};

// Tests reach into results with expect(); these rules fight the test style rather than catching bugs there.
export const testRules = {
  // jest.isolateModules needs require() to load a fresh copy of a module inside its callback.
  '@typescript-eslint/no-require-imports': 'off',
  // Fakes reject with the shapes RTK Query and fetch reject with ({ status, data }), not Error objects.
  '@typescript-eslint/prefer-promise-reject-errors': 'off',
  '@typescript-eslint/no-unsafe-assignment': 'off',
  '@typescript-eslint/no-unsafe-member-access': 'off',
  '@typescript-eslint/no-unsafe-call': 'off',
  '@typescript-eslint/no-unsafe-argument': 'off',
  '@typescript-eslint/no-unsafe-return': 'off',
  '@typescript-eslint/unbound-method': 'off',
  '@typescript-eslint/no-non-null-assertion': 'off',
};

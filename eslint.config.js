import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { fileRoleProblem, repositoryFileRoles } from './scripts/lint/file-roles.js';

const subfolders = (folder) =>
  fs
    .readdirSync(new URL(folder, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * Boundaries: a lambda domain reaches another domain only through its services
 * (`<name>.service.ts`), never its entities, handler or helpers; `_lib` reaches no domain (its one
 * ElectroDB service models every entity; the Caller type names entity items); `events/` imports
 * nothing of `lambdas/`; a web feature reaches another only through its `index.ts`, which exports
 * nothing lazy, or a `*.lazy.ts` (a dialog loaded when it opens); lazy pages are registered by the
 * app shell alone (web/src/app/lazy-pages.ts); `lib/`, `components/` and `i18n/` import no feature;
 * shared/ stands alone. Attendance sits below the timetable (the timetable lists entry counts;
 * attendance gets a student's groups handed in), which keeps the two domains free of a cycle.
 * `npm run lint:graph` (dependency-cruiser) checks the whole graph for circles, lazy imports counted.
 */
const lambdaZones = subfolders('./lambdas/')
  .filter((domain) => domain !== '_lib')
  .map((domain) => ({
    target: `./lambdas/${domain}/**/*`,
    from: `./lambdas/!(${domain})/**/*`,
    // A domain's key-shapes.ts gives the key shapes of its entities to other domains' needs.ts.
    except: ['**/lambdas/_lib/**', '**/lambdas/*/*.service.ts', '**/lambdas/*/key-shapes.ts'],
    message: 'Another domain is reached only through its service (lambdas/<domain>/<name>.service.ts) or its key-shapes.ts.',
  }));
const featureZones = subfolders('./web/src/features/').map((feature) => ({
  target: `./web/src/features/${feature}/**/*`,
  from: `./web/src/features/!(${feature})/**/*`,
  except: ['**/web/src/features/*/index.ts', '**/web/src/features/*/*.lazy.ts'],
  message: 'Another feature is reached only through its index.ts (or a *.lazy.ts for a lazily loaded dialog).',
}));
const libZone = {
  target: './lambdas/_lib/**/*',
  from: './lambdas/!(_lib)/**/*',
  except: ['**/*.entity.ts'],
  message: '_lib imports no domain: a domain hands in what _lib needs (the handler gets the caller resolution from lambdas/users).',
};
const eventsZone = {
  target: './events/**/*',
  from: './lambdas/**/*',
  message: 'events/ stands below lambdas/ and imports none of it.',
};
const webGroundZone = {
  target: './web/src/{lib,components,i18n}/**/*',
  from: './web/src/features/**/*',
  message: 'lib/, components/ and i18n/ are below the features and import none.',
};
const appZone = {
  target: './web/src/app/**/*',
  from: './web/src/features/**/*',
  except: ['**/web/src/features/*/index.ts'],
  message: "The app shell uses a feature's index.ts; its pages are loaded lazily in lazy-pages.ts alone.",
};
const sharedZone = {
  target: './shared/**/*',
  from: ['./lambdas/**/*', './web/**/*', './infra/**/*', './scripts/**/*', './events/**/*', './tests/**/*'],
  message: 'shared/ is used by the web app and the lambdas alike and imports neither.',
};
const attendanceBelowTimetable = {
  target: './lambdas/attendance/**/*',
  from: './lambdas/timetable/**/*',
  message: 'Attendance sits below the timetable: callers hand in the groups it needs.',
};

/**
 * Lint for the whole repository: typescript-eslint strict and stylistic (type-checked) everywhere,
 * React hooks and accessibility rules for the web app, and import rules that keep the module graph
 * free of cycles and every domain behind its public entry (see `boundaries` below).
 */
const ignores = {
  ignores: ['node_modules/', 'cdk.out/', 'web/dist/', '.data/', '.cognito/', 'tests/e2e/screenshots/', 'tests/bench/results/'],
};

const zodNamespace = {
  selector: "ImportDeclaration[source.value='zod'] > :matches(ImportSpecifier[imported.name='z'], ImportDefaultSpecifier)",
  message:
    "Write `import * as z from 'zod'`: esbuild tree-shakes a namespace import, not the `z` binding (a Lambda bundle carries 83 KB of zod instead of 443 KB with every locale).",
};

/** `schulapp/file-role`: a module's name has a role of the closed list (docs/architecture.md#file-roles). */
const fileRoles = repositoryFileRoles();
const schulappPlugin = {
  rules: {
    'file-role': {
      meta: { type: 'problem', schema: [], docs: { description: 'A module is named by a role of docs/architecture.md#file-roles.' } },
      create: (context) => ({
        Program: (node) => {
          const file = path
            .relative(import.meta.dirname, context.filename)
            .split(path.sep)
            .join('/');
          const problem = fileRoleProblem(fileRoles, file);
          if (problem) context.report({ node, message: problem });
        },
      }),
    },
  },
};

/** The import rules: no cycles, and the boundaries above. They need no type information. */
const importRules = [
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.web.json', 'tsconfig.node.json'] })],
    },
    rules: {
      // Lazy imports count: lazy pages are registered by the app shell alone, so no feature reaches back into another.
      'import-x/no-cycle': 'error',
      'import-x/no-unresolved': 'off', // -- tsc resolves every import (it knows `.js` specifiers of `.ts` files); this only repeats it, slowly
      'import-x/named': 'off', // -- tsc checks every named import
      'import-x/namespace': 'off', // -- tsc checks namespace members
      'import-x/default': 'off', // -- tsc checks default imports
      'import-x/no-named-as-default-member': 'off', // -- tsc checks members
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
          pathGroups: [{ pattern: '@shared/**', group: 'internal' }],
          pathGroupsExcludedImportTypes: ['builtin'],
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      'no-restricted-syntax': ['error', zodNamespace],
    },
  },
  {
    files: ['lambdas/**/*.ts'],
    // The one ElectroDB service that models every entity of the table imports them all; tests may look inside domains.
    ignores: ['lambdas/_lib/schulapp-service.ts', 'lambdas/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...lambdaZones, libZone, attendanceBelowTimetable] }] },
  },
  { files: ['events/**/*.ts'], rules: { 'import-x/no-restricted-paths': ['error', { zones: [eventsZone] }] } },
  { files: ['web/src/features/**/*.{ts,tsx}'], rules: { 'import-x/no-restricted-paths': ['error', { zones: featureZones }] } },
  {
    files: ['web/src/{lib,components,i18n}/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [webGroundZone] }] },
  },
  {
    files: ['web/src/app/**/*.{ts,tsx}', 'web/src/main.tsx'],
    ignores: ['web/src/app/lazy-pages.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [appZone] }] },
  },
  {
    files: ['web/src/features/*/index.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        zodNamespace,
        {
          selector: "ImportExpression, CallExpression[callee.name='lazy']",
          message:
            "A feature's index.ts exports nothing lazy: the app shell registers lazy pages (web/src/app/lazy-pages.ts), a *.lazy.ts a lazy dialog.",
        },
      ],
    },
  },
  { files: ['shared/**/*.ts'], rules: { 'import-x/no-restricted-paths': ['error', { zones: [sharedZone] }] } },
  { files: ['lambdas/**/*.ts', 'web/src/**/*.{ts,tsx}'], plugins: { schulapp: schulappPlugin }, rules: { 'schulapp/file-role': 'error' } },
];

/**
 * `LINT_IMPORTS_ONLY=1` (npm run lint:imports, part of npm test) checks only the import rules, with
 * the TypeScript parser but without type information: seconds instead of minutes.
 */
export default process.env.LINT_IMPORTS_ONLY === '1'
  ? tseslint.config(ignores, { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } }, ...importRules)
  : tseslint.config(
      ignores,
      js.configs.recommended,
      tseslint.configs.strictTypeChecked,
      tseslint.configs.stylisticTypeChecked,
      ...importRules,
      { languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } } },
      {
        rules: {
          '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }], // -- a number (count, port, minute) prints as itself; undefined, null, objects and any stay errors
          '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }], // -- `onClick={() => setOpen(true)}` is plain React; void returns inside bodies and expressions stay errors
          '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }], // -- `({ line: _line, ...rest }) => rest` drops a key by naming it: the name is the point, not a value to use
        },
      },
      {
        files: ['web/src/**/*.{ts,tsx}'],
        ...reactHooks.configs.flat.recommended,
        languageOptions: { globals: globals.browser },
      },
      { files: ['web/src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
      { files: ['**/*.{ts,js,cjs}'], ignores: ['web/src/**'], languageOptions: { globals: globals.node } },
      { files: ['**/*.{js,cjs}'], ...tseslint.configs.disableTypeChecked },
      { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' } },
    );

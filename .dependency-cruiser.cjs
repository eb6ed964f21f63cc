/**
 * The import graph of the whole tree (`npm run lint:graph`, part of `npm test` and `npm run test:quick`): no circle,
 * counting lazy (dynamic) and type-only imports, and the borders that keep it so. ESLint's import rules say the same
 * file by file; this looks at the graph as a whole.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import circle, lazy and type-only imports included.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'feature-through-index',
      severity: 'error',
      comment: 'A feature reaches another only through its index.ts (nothing lazy) or a *.lazy.ts (a lazily loaded dialog).',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/([^/]+)/', pathNot: ['^web/src/features/$1/', '^web/src/features/[^/]+/(index|[^/]+\\.lazy)\\.ts$'] },
    },
    {
      name: 'pages-lazily-from-the-shell',
      severity: 'error',
      comment: "The app shell uses a feature's index.ts, and its pages only as lazy imports (web/src/app/lazy-pages.ts).",
      from: { path: '^web/src/(app/|main\\.tsx$)' },
      to: { path: '^web/src/features/[^/]+/', pathNot: '^web/src/features/[^/]+/index\\.ts$', dependencyTypesNot: ['dynamic-import'] },
    },
    {
      name: 'ground-floor-of-the-web-app',
      severity: 'error',
      comment: 'lib/, components/ and i18n/ never import features.',
      from: { path: '^web/src/(lib|components|i18n)/' },
      to: { path: '^web/src/features/' },
    },
    {
      name: 'lib-below-domains',
      severity: 'error',
      comment:
        "lambdas/_lib imports no domain: only the table's one ElectroDB service models every entity, and the Caller type names entity items.",
      from: { path: '^lambdas/_lib/', pathNot: ['^lambdas/_lib/schulapp-service\\.ts$', '\\.test\\.ts$'] },
      to: { path: '^lambdas/(?!_lib/)', pathNot: '\\.entity\\.ts$' },
    },
    {
      name: 'events-below-lambdas',
      severity: 'error',
      comment: 'events/ (definitions and the publish helper) imports nothing of lambdas/.',
      from: { path: '^events/' },
      to: { path: '^lambdas/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|cdk\\.out|web/dist|\\.data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.d.ts'],
    },
  },
};

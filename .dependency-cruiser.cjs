/**
 * The repository's architecture rules (docs/architecture.md, "Dependency rules"), checked by
 * `npm run deps` in CI. Each rule says why it exists; a change that needs to break one changes the
 * architecture, and says so in an ADR.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment:
        'A module never depends on itself through others, type-only imports included: a cycle ' +
        'hides which side owns the code and breaks the start-up order.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'web-kit-not-features',
      severity: 'error',
      comment:
        "The web's kit (components/) and libraries (lib/) serve every feature and never import one.",
      from: { path: '^apps/web/src/(components|lib)/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'web-features-isolated',
      severity: 'error',
      comment:
        'A web feature folder never imports another: features compose in src/app and share ' +
        'through src/components and src/lib.',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-lib-not-components',
      severity: 'error',
      comment: "The web's lib/ holds logic without screens: it never imports the kit's components.",
      from: { path: '^apps/web/src/lib/' },
      to: { path: '^apps/web/src/components/' },
    },
    {
      name: 'packages-not-apps',
      severity: 'error',
      comment: 'Shared packages serve the apps and never depend on one.',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'bench-not-app-internals',
      severity: 'error',
      comment:
        'Benchmarks drive the apps from outside (their built servers, HTTP, the browser) and use ' +
        "the shared packages; they never import an app's internal modules.",
      from: { path: '^bench/' },
      // Each app's public-api.ts is what it offers the benchmarks (its server builders, config).
      to: { path: '^apps/[^/]+/src/', pathNot: '^apps/[^/]+/src/public-api\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|coverage|\\.turbo)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json'],
    },
    combinedDependencies: true,
  },
};

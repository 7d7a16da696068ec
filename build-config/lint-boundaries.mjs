// Package boundaries, enforced by ESLint on every import form (import/export from, import(), require()).
// A remote is composed at runtime by the shell: it never imports another remote or the shell; the shell loads
// remotes through federation, never statically; shared packages and build-config never depend on an app;
// the API never ships browser code. Imports are matched by package name or by a path segment, so a relative
// path into a sibling package (`../../mfe-admin/src/...`) is caught as well as `mfe-admin/...`.

/** Matches a specifier naming any of `pkgs` as a package or as a path segment. */
export function specifierPattern(pkgs) {
  const names = pkgs.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  return `(^|/)(${names})(/|$)`;
}

function restrict(files, pkgs, message) {
  const regex = specifierPattern(pkgs);
  const selector = `/${regex.replace(/\//g, '\\/')}/`;
  const text = `${message} (see docs/decisions/0027-lint.md).`;
  return {
    files,
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex, message: text }] }],
      'no-restricted-syntax': [
        'error',
        { selector: `ImportExpression[source.value=${selector}]`, message: text },
        { selector: `CallExpression[callee.name='require'][arguments.0.value=${selector}]`, message: text },
      ],
    },
  };
}

const inPackage = (pkg) => [`${pkg}/**/*.{ts,tsx,js,mjs,cjs}`];

/** One ESLint config block per package stating what it may not import; `frontEnd`: every package that runs in the browser. */
export function boundaryRules({ remotes, shared, frontEnd }) {
  return [
    ...remotes.map((remote) =>
      restrict(
        inPackage(remote),
        ['shell', ...remotes.filter((r) => r !== remote)],
        `A remote must not import another remote or the shell; share through shared-* or the shell's contracts`,
      ),
    ),
    restrict(inPackage('shell'), remotes, 'The shell loads remotes at runtime through federation (loadRemoteModule), never by import'),
    ...[...shared, 'build-config'].map((pkg) => restrict(inPackage(pkg), ['shell', ...remotes], 'A shared package must not depend on an app (shell or remote)')),
    restrict(inPackage('api'), frontEnd, 'The API must not import front-end packages; share payloads through shared-contracts'),
  ];
}

/**
 * shared-contracts by its entries (docs/decisions/0271-shared-contracts-by-domain-and-export-map.md): nobody reaches
 * into `shared-contracts/src/...`, and the first-visit packages take values only from a domain's light entry: a
 * value import of `shared-contracts/<domain>/schemas` would put TypeBox on the first visit (types are free).
 */
export function contractEntryRules({ all, firstVisit }) {
  const deep = {
    group: ['shared-contracts/src', 'shared-contracts/src/**'],
    message: 'Import shared-contracts by its entries: shared-contracts/<domain> or shared-contracts/<domain>/schemas',
  };
  const schemas = {
    group: ['shared-contracts/*/schemas'],
    allowTypeImports: true,
    message: 'The first visit loads no TypeBox: take values from shared-contracts/<domain>, types from /schemas with `import type`',
  };
  return [
    { files: all.flatMap(inPackage), rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [deep] }] } },
    { files: firstVisit.flatMap(inPackage), rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [deep, schemas] }] } },
  ];
}

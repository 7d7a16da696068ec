// Links into other remotes come from the route contract (docs/decisions/0321-links-into-other-remotes-from-the-route-contract.md).
// A page named in shared-contracts' PAGE_PATHS is linked with pagePath() by everyone, its own remote included; a page of
// another remote's route list is never spelled as a string. What each remote serves is read from the text of its
// route list (`path: '...'` strings) and the shell's (`path="/..."`), so a new page is covered without editing this file.
import fs from 'node:fs';
import path from 'node:path';

const TEAM_AREAS = ['admin', 'maker', 'checker', 'super-admin'];
const CONTRACT_FILE = 'shared-contracts/src/federation/pagePaths.ts';

/** PAGE_PATHS read from its text: area -> the relative paths it names. */
export function readContract(root) {
  const text = fs.readFileSync(path.join(root, CONTRACT_FILE), 'utf8');
  const body = text.slice(text.indexOf('export const PAGE_PATHS = {'), text.indexOf('} as const'));
  const contract = {};
  for (const [, quoted, bare, entries] of body.matchAll(/(?:'([\w-]+)'|(\w+)):\s*\{([^{}]*)\}/g)) {
    contract[quoted ?? bare] = [...entries.matchAll(/:\s*'([^']*)'/g)].map((m) => m[1]);
  }
  if (!contract.admin?.length || !contract.public) throw new Error(`${CONTRACT_FILE}: PAGE_PATHS could not be read`);
  return contract;
}

/** First path segment -> the packages whose route lists serve a page under it. */
export function readOwners(root, remotes) {
  const owners = {};
  const own = (segment, pkg) => segment && (owners[segment] ??= []).push(pkg);
  for (const remote of remotes) {
    const file = path.join(root, remote, 'src', 'routes.ts');
    if (!fs.existsSync(file)) continue;
    for (const line of fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .filter((l) => /\bpath:/.test(l))) {
      for (const [, value] of line.matchAll(/'([^']*)'/g)) own(value.split('/')[0], remote);
    }
  }
  const shellRoutes = path.join(root, 'shell', 'src', 'routing', 'AppRoutes.tsx');
  if (fs.existsSync(shellRoutes)) for (const [, segment] of fs.readFileSync(shellRoutes, 'utf8').matchAll(/path="\/([^"/]+)/g)) own(segment, 'shell');
  return owners;
}

const MESSAGE = {
  named: 'This page is named by the route contract: link it with pagePath() from shared-contracts/federation',
  foreign: "This is another remote's page: name it in shared-contracts' PAGE_PATHS and link it with pagePath()",
};

/** Is the string where a link's target is written: a `to`/`href`, or the path given to navigate()? */
function inLink(ancestors) {
  return ancestors.some(
    (a) =>
      (a.type === 'JSXAttribute' && ['to', 'href'].includes(a.name.name)) ||
      (a.type === 'Property' && ['to', 'href'].includes(a.key?.name)) ||
      (a.type === 'CallExpression' && (a.callee.name === 'navigate' || a.callee.property?.name === 'navigate')),
  );
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Links into other remotes come from the route contract' },
    schema: [{ type: 'object', properties: { pkg: { type: 'string' }, contract: { type: 'object' }, owners: { type: 'object' } }, additionalProperties: false }],
  },
  create(context) {
    const { pkg, contract, owners } = context.options[0];
    const foreign = (segment) => Boolean(owners[segment]) && !owners[segment].includes(pkg);
    const named = (area, relative, partial) => (partial ? relative !== '' && contract[area].some((p) => p.startsWith(relative)) : contract[area].includes(relative));

    /** `text`: a string, or the fixed head of a template; `partial`: a template whose head an expression continues. */
    function checkHead(node, text, partial, link) {
      const area = /^\/(admin|maker|checker|super-admin)(?:\/([^?#]*))?/.exec(text);
      if (area && TEAM_AREAS.includes(area[1])) {
        const relative = area[2] ?? '';
        // An area's own root ('/admin') is also the shell's route prefix: only a link to it counts.
        if (named(area[1], relative, partial) && (relative !== '' || link)) return context.report({ node, message: MESSAGE.named });
        if (foreign(relative.split('/')[0])) context.report({ node, message: MESSAGE.foreign });
        return;
      }
      const page = /^\/([^?#]*)/.exec(text);
      if (!page || !link || page[1].startsWith('api/')) return;
      if (named('public', page[1], partial)) return context.report({ node, message: MESSAGE.named });
      if (foreign(page[1].split('/')[0])) context.report({ node, message: MESSAGE.foreign });
    }

    /** A template's later part ('/command-centre?item=' in `/${area}/command-centre?item=${id}`), in a link. */
    function checkTail(node, text) {
      const segment = /^\/([\w-]+)/.exec(text)?.[1];
      if (!segment) return;
      const namedSegment = TEAM_AREAS.some((area) => contract[area]?.some((p) => p && p.split('/')[0] === segment));
      if (namedSegment) context.report({ node, message: MESSAGE.named });
      else if (foreign(segment)) context.report({ node, message: MESSAGE.foreign });
    }

    return {
      Literal(node) {
        if (typeof node.value !== 'string' || !node.value.startsWith('/')) return;
        if (node.parent.type === 'ImportDeclaration' || node.parent.type === 'ImportExpression') return;
        checkHead(node, node.value, false, inLink(context.sourceCode.getAncestors(node)));
      },
      TemplateLiteral(node) {
        const link = inLink(context.sourceCode.getAncestors(node));
        const [head, ...rest] = node.quasis.map((q) => q.value.cooked ?? q.value.raw);
        checkHead(node, head, node.expressions.length > 0, link);
        if (link) for (const tail of rest) checkTail(node, tail);
      },
    };
  },
};

/** One ESLint config block per remote and the shell, with the plugin that holds the rule. */
export function linkRules({ root, remotes }) {
  const contract = readContract(root);
  const owners = readOwners(root, remotes);
  const plugin = { rules: { 'from-route-contract': rule } };
  return ['shell', ...remotes].map((pkg) => ({
    files: [`${pkg}/src/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}', '**/routes.ts'],
    plugins: { links: plugin },
    rules: { 'links/from-route-contract': ['error', { pkg, contract, owners }] },
  }));
}

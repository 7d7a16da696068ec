// One way of loading the people a screen offers (docs/decisions/0320-one-person-picker.md): shared-ui's loadTeam /
// useTeam. Only they, and the admin's user management that owns the team, read GET /api/admin/users?role= .
const TEAM_LIST = '/api/admin/users?role=';

const rule = {
  meta: { type: 'problem', docs: { description: 'The team is loaded with loadTeam / useTeam (shared-ui)' }, schema: [] },
  create(context) {
    const report = (node, text) =>
      text.includes(TEAM_LIST) &&
      context.report({ node, message: 'Load the makers and checkers with loadTeam / useTeam from shared-ui (one loader, one picker: PersonPicker)' });
    return {
      Literal: (node) => typeof node.value === 'string' && report(node, node.value),
      TemplateLiteral: (node) => report(node, node.quasis.map((q) => q.value.raw).join('${}')),
    };
  },
};

/** The rule on every browser package but the loader itself and the user management. */
export function peopleRules({ browser }) {
  return [
    {
      files: browser.map((pkg) => `${pkg}/src/**/*.{ts,tsx}`),
      ignores: ['**/*.test.{ts,tsx}', 'shared-ui/src/people/**', 'mfe-admin/src/features/users/**'],
      plugins: { people: { rules: { 'one-team-loader': rule } } },
      rules: { 'people/one-team-loader': 'error' },
    },
  ];
}

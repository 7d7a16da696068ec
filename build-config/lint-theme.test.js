// The colour rule of eslint.config.mjs (build-config/lint-theme.mjs), run by the real ESLint on fixture files laid out
// like the workspace in a temporary directory: each colour written as a literal in an app is reported, theme tokens
// and look-alike texts are not.
const { lintFixtures } = require('./lintFixtures');

const STYLED = "import styled from 'styled-components';\n";
const FIXTURES = {
  'mfe-admin/src/features/users/HexInCss.tsx': `${STYLED}export const Flag = styled.strong\`\n  color: #b91c1c;\n\`;\n`,
  'mfe-admin/src/features/users/HexInline.tsx': "export const Hint = () => <p style={{ color: '#4b5563' }}>Hint</p>;\n",
  'mfe-admin/src/features/users/RgbValue.ts': "export const shade = 'rgba(0, 0, 0, 0.12)';\n",
  'mfe-admin/src/features/users/SvgFill.tsx': 'export const Dot = () => <svg><rect width={1} height={1} fill="#fff" /></svg>;\n',
  'mfe-admin/src/features/users/NamedInline.tsx': "export const Box = () => <div style={{ border: '1px solid red' }}>Box</div>;\n",
  'mfe-admin/src/features/users/NamedInCss.tsx': `${STYLED}export const Box = styled.div\`\n  background: white;\n\`;\n`,
  'shell/src/frames/ShellHex.tsx': `${STYLED}export const Bar = styled.div\`\n  border-top: 1px solid #e5e7eb;\n\`;\n`,
  'mfe-workspace/src/features/calendar/Themed.tsx':
    `${STYLED}export const Flag = styled.strong\`\n  color: \${({ theme }) => theme.colors.danger};\n  padding: \${({ theme }) => theme.space.xs};\n\`;\n` +
    'export const Skip = () => <a href="#main" aria-label="Red flag: white paper" style={{ color: \'inherit\', background: \'transparent\' }}>Red, white and blue</a>;\n',
  'mfe-workspace/src/features/calendar/Themed.test.tsx': "export const expected = '#b91c1c';\n",
  'shared-ui/src/components/Badge.tsx': `${STYLED}export const Badge = styled.span\`\n  background: #fee2e2;\n\`;\n`,
  'shared-ui/src/theme.ts': "export const theme = { colors: { danger: '#b91c1c' }, space: { md: '1rem' } } as const;\n",
};

// Spacing: each file that must fail, with the literal words reported and the step each one names.
const SPACING_FAILS = {
  'mfe-admin/src/features/users/SpacingInCss.tsx': [`${STYLED}export const Row = styled.div\`\n  margin: 0 0 1rem;\n\`;\n`, ['1rem md']],
  'mfe-admin/src/features/users/SpacingBesideToken.tsx': [
    `import { space } from 'shared-ui';\n${STYLED}export const Row = styled.div\`\n  padding: \${space('xs')} 1.5rem;\n\`;\n`,
    ['1.5rem lg'],
  ],
  'mfe-admin/src/features/users/SpacingSides.tsx': [
    `${STYLED}export const Box = styled.div\`\n  @media (max-width: 640px) {\n    margin-top: 0.5rem;\n    & h2 { row-gap: 2rem; padding-inline: 0.75rem }\n  }\n\`;\n`,
    ['0.5rem xs', '2rem xl', '0.75rem sm'],
  ],
  'mfe-admin/src/features/users/SpacingChosen.tsx': [
    `${STYLED}export const Row = styled.div<{ $small: boolean }>\`\n  padding: \${({ $small }) => ($small ? '0.3rem 0.7rem' : \`0.5rem 1rem\`)};\n  width: \${({ $small }) => ($small ? '1rem' : '2rem')};\n\`;\n`,
    ['0.5rem xs', '1rem md'],
  ],
  'mfe-admin/src/features/users/SpacingInPixels.tsx': [`${STYLED}export const Grid = styled.div\`\n  column-gap: 16px;\n\`;\n`, ['16px md']],
  'mfe-admin/src/features/users/SpacingInline.tsx': [
    "export const Note = () => <p style={{ marginBottom: '1rem', padding: '0 0.25rem' }}>Note</p>;\n",
    ['1rem md', '0.25rem xxs'],
  ],
  'mfe-admin/src/features/users/SpacingInlineNumber.tsx': [
    'export const Note = ({ wide }: { wide: boolean }) => <p style={{ paddingTop: 8, marginLeft: wide ? 24 : 2 }}>Note</p>;\n',
    ['8px xs', '24px lg'],
  ],
  'mfe-admin/src/features/users/SpacingInlineTemplate.tsx': [
    "export const Note = ({ x }: { x: string }) => <p style={{ margin: `${x} 2rem`, gap: open ? '1rem' : 0 }}>Note</p>;\n",
    ['2rem xl', '1rem md'],
  ],
  'mfe-admin/src/features/users/SpacingInString.ts': ["export const rule = 'display: flex; padding-left: 0.75rem;';\n", ['0.75rem sm']],
  'shell/src/frames/ShellSpacing.tsx': [`${STYLED}export const Bar = styled.div\`\n  gap: 0.75rem;\n\`;\n`, ['0.75rem sm']],
  'shared-ui/src/components/Gap.tsx': [`${STYLED}export const Gap = styled.div\`\n  grid-gap: 0.25rem 1rem;\n\`;\n`, ['0.25rem xxs', '1rem md']],
};
// Spacing that must pass: the theme's steps, 0, values off the scale or not spacing, a test, the theme itself.
const SPACING_PASSES = {
  'mfe-workspace/src/features/calendar/SpacingThemed.tsx': [
    "import { space, theme } from 'shared-ui';",
    STYLED,
    'export const Row = styled.div`',
    "  padding: ${space('sm', 'md')};",
    '  margin: 0 auto -0.5rem;',
    '  gap: 0.6rem 1.25rem;',
    '  padding-left: calc(100% - 2rem);',
    '  margin-top: 1em;',
    '  width: 1rem;',
    '  min-height: 2rem;',
    '  border: 0.25rem solid;',
    '  transition: padding 0.5s;',
    '`;',
    "export const Note = ({ n }: { n: number }) => <p style={{ margin: `0 0 ${theme.space.md}`, padding: 0, gap: '0.4rem', maxWidth: 16 }} data-n={n}>Margin: 1rem</p>;",
    'export const Grid = ({ wide }: { wide: boolean }) => <Row as="div" gap={16} padding={wide ? 16 : 8} />;',
    '',
  ].join('\n'),
  'mfe-workspace/src/features/calendar/SpacingThemed.test.tsx': "export const expected = { marginBottom: '1rem' };\n",
};
Object.assign(FIXTURES, Object.fromEntries(Object.entries(SPACING_FAILS).map(([file, [text]]) => [file, text])), SPACING_PASSES);

let results;
beforeAll(() => {
  results = lintFixtures(FIXTURES);
});

const colourErrors = (file) => {
  expect(results).toHaveProperty([file]);
  return results[file].filter((m) => m.ruleId === 'theme/no-hard-coded-colour').map((m) => m.message);
};

test.each([
  ['mfe-admin/src/features/users/HexInCss.tsx', 'a hex colour in a styled-components template'],
  ['mfe-admin/src/features/users/HexInline.tsx', 'a hex colour in an inline style'],
  ['mfe-admin/src/features/users/RgbValue.ts', 'an rgba() colour in a plain module'],
  ['mfe-admin/src/features/users/SvgFill.tsx', "a hex colour in an SVG's fill"],
  ['mfe-admin/src/features/users/NamedInline.tsx', "a colour name in an inline style's border"],
  ['mfe-admin/src/features/users/NamedInCss.tsx', 'a colour name in a template'],
  ['shell/src/frames/ShellHex.tsx', "a hex colour in the shell's source"],
  ['shared-ui/src/components/Badge.tsx', 'a hex colour in a design-system component'],
])('%s: %s is reported', (file) => {
  const errors = colourErrors(file);
  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatch(/Take the colour from the theme/);
});

test.each([
  ['mfe-workspace/src/features/calendar/Themed.tsx', "theme tokens, a link to #main, and colour words in a user's text"],
  ['mfe-workspace/src/features/calendar/Themed.test.tsx', 'a test stating the colour a user sees'],
  ['shared-ui/src/theme.ts', 'the theme, where the colours are written'],
])('%s: %s is allowed', (file) => {
  expect(colourErrors(file)).toEqual([]);
});

const spacingErrors = (file) => {
  expect(results).toHaveProperty([file]);
  // A fixture ESLint could not parse reports nothing: that is a broken fixture, not a pass.
  expect(results[file].filter((m) => m.fatal)).toEqual([]);
  return results[file].filter((m) => m.ruleId === 'theme/spacing-from-scale').map((m) => m.message);
};

test.each(Object.entries(SPACING_FAILS).map(([file, [, reported]]) => [file, reported]))(
  '%s: a margin, padding or gap on a step, written as a literal, is reported',
  (file, reported) => {
    const errors = spacingErrors(file);
    expect(
      errors.map((m) =>
        m
          .match(/^(\S+) is the theme's spacing step `(\w+)`/)
          ?.slice(1)
          .join(' '),
      ),
    ).toEqual(reported);
    expect(errors[0]).toMatch(/space\('\w+'\) in a styled-components template, theme\.space\.\w+ in a style object/);
  },
);

test.each([
  [
    'mfe-workspace/src/features/calendar/SpacingThemed.tsx',
    'the steps through space() and theme.space, 0, negative and off-scale values, calc(), em, sizes, a numeric prop, a text',
  ],
  ['mfe-workspace/src/features/calendar/SpacingThemed.test.tsx', 'a test stating the spacing a user sees'],
  ['shared-ui/src/theme.ts', 'the theme, where the steps are written'],
])('%s: %s is allowed', (file) => {
  expect(spacingErrors(file)).toEqual([]);
});

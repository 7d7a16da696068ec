// The colour rule of eslint.config.mjs (build-config/lint-theme.mjs), run by the real ESLint on fixture files laid out
// like the workspace in a temporary directory: each colour written as a literal in an app is reported, theme tokens
// and look-alike texts are not.
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const ROOT = path.resolve(__dirname, '..');
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
  'shared-ui/src/theme.ts': "export const theme = { colors: { danger: '#b91c1c' } } as const;\n",
};

let results;
beforeAll(() => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-theme-'));
  for (const [file, text] of Object.entries(FIXTURES)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  // `-c` with the fixture directory as the working directory: the config's file globs apply to the fixtures.
  const run = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'eslint'), ['-c', path.join(ROOT, 'eslint.config.mjs'), '--format', 'json', '.'], {
    cwd: dir,
    encoding: 'utf8',
  });
  fs.rmSync(dir, { recursive: true, force: true });
  if (!run.stdout) throw new Error(`ESLint did not run: ${run.stderr}`);
  results = Object.fromEntries(JSON.parse(run.stdout).map((r) => [path.relative(dir, r.filePath), r.messages]));
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

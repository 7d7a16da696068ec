// Colours come from the theme (docs/decisions/0330-colours-and-spacing-from-the-theme.md): a colour written as a
// literal in an app's source (hex, rgb()/hsl(), or a CSS colour name in a colour property) is an error. The theme file
// itself is where they are written. A rule of its own rather than `no-restricted-syntax`: that rule already carries
// the package boundaries' selectors (lint-boundaries.mjs), and a second block for it would replace them, not add.

const HEX = /(^|[^\w&])#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![\w-])/i;
const FUNCTION = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/i;
const NAMES =
  'aqua|beige|black|blue|brown|coral|crimson|cyan|fuchsia|gold|gray|green|grey|indigo|ivory|khaki|lavender|lime|magenta|maroon|navy|olive|orange|orchid|pink|plum|purple|red|salmon|silver|tan|teal|tomato|turquoise|violet|wheat|white|yellow';
const NAMED = new RegExp(`^(?:${NAMES})$`, 'i');
// In a CSS text (a styled-components template): a colour name as the value of a colour property.
const NAMED_IN_CSS = new RegExp(
  `(?:^|[\\s;{])(?:color|background(?:-color)?|border(?:-[a-z]+)*|outline(?:-color)?|fill|stroke|box-shadow|text-decoration-color|caret-color)\\s*:[^;{}]*\\b(?:${NAMES})\\b`,
  'i',
);
// Style-object keys and SVG/JSX attributes whose string value is a colour.
const COLOUR_KEY = /^(?:color|colour|background(?:Color)?|border(?:[A-Z]\w*)?Color|border|outline(?:Color)?|fill|stroke|stopColor|floodColor|textColor|boxShadow)$/;

const keyName = (node) => {
  const p = node.parent;
  if (p?.type === 'Property' && p.value === node) return p.key.type === 'Identifier' ? p.key.name : String(p.key.value);
  if (p?.type === 'JSXAttribute') return typeof p.name.name === 'string' ? p.name.name : null;
  return null;
};

const MESSAGE =
  'Take the colour from the theme (theme.colors, tints, notices... in shared-ui/src/theme.ts); a colour with a new meaning gets a named token there (docs/decisions/0330-colours-and-spacing-from-the-theme.md).';

const noHardCodedColour = {
  meta: { type: 'problem', docs: { description: 'Colours come from the theme, not from literals' }, schema: [], messages: { literal: MESSAGE } },
  create(context) {
    const report = (node) => context.report({ node, messageId: 'literal' });
    return {
      Literal(node) {
        if (typeof node.value !== 'string') return;
        const key = keyName(node);
        if (HEX.test(node.value) || FUNCTION.test(node.value) || (key && COLOUR_KEY.test(key) && node.value.split(/\s+/).some((w) => NAMED.test(w)))) report(node);
      },
      TemplateElement(node) {
        const text = node.value.raw;
        if (HEX.test(text) || FUNCTION.test(text) || NAMED_IN_CSS.test(text)) report(node);
      },
    };
  },
};

export const themePlugin = { rules: { 'no-hard-coded-colour': noHardCodedColour } };

/** The colour rule on `files` (an app's sources), tests and `ignores` (files named in the config with their reason) left out. */
export function themeColourRules({ files, ignores = [] }) {
  return {
    files,
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', ...ignores],
    plugins: { theme: themePlugin },
    rules: { 'theme/no-hard-coded-colour': 'error' },
  };
}

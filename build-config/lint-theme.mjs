// Colours come from the theme (docs/decisions/0330-colours-and-spacing-from-the-theme.md): a colour written as a
// literal in an app's source (hex, rgb()/hsl(), or a CSS colour name in a colour property) is an error. The theme file
// itself is where they are written. A rule of its own rather than `no-restricted-syntax`: that rule already carries
// the package boundaries' selectors (lint-boundaries.mjs), and a second block for it would replace them, not add.

import fs from 'node:fs';

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

// Spacing comes from the theme's scale (docs/decisions/0390-spacing-from-the-scale-guarded.md): a margin, padding or
// gap written as a literal equal to a step (`1rem`, or `16px`, the same distance at the browser's 16px root) is an
// error; the step is `space('md')` in a template, `theme.space.md` in a style object. 0, negative, off-scale values and
// anything inside calc()/clamp() stay: only a whole value word equal to a step is reported.
// The steps are read from the theme itself (rem to name), so the rule and the scale cannot drift apart.
const THEME_SPACE = /\bspace:\s*\{([^}]*)\}/.exec(fs.readFileSync(new URL('../shared-ui/src/theme.ts', import.meta.url), 'utf8'));
if (!THEME_SPACE) throw new Error('lint-theme: no `space: { ... }` steps found in shared-ui/src/theme.ts');
const STEPS = Object.fromEntries([...THEME_SPACE[1].matchAll(/(\w+):\s*'(\d*\.?\d+)rem'/g)].map(([, name, rem]) => [Number(rem), name]));
const LENGTH = /^(\d*\.?\d+)(rem|px)$/;
/** The step a value word is equal to, or undefined (`16px` is `md`, as is `1rem`; `1em` follows the element's font, not the scale). */
const stepOf = (word) => {
  const m = LENGTH.exec(word);
  if (!m) return undefined;
  return STEPS[m[2] === 'px' ? Number(m[1]) / 16 : Number(m[1])];
};
// A spacing declaration in CSS text: margin, padding (any side or logical side), gap, row-gap, column-gap, grid-gap.
const SPACING_IN_CSS = /(?:^|[\s;{])((?:margin|padding)(?:-[a-z]+)*|(?:grid-)?(?:row-|column-)?gap)\s*:([^;{}]*)/g;
// A style object's key or a component's prop: marginTop, paddingInline, gap, rowGap... (also written kebab-case, quoted).
const SPACING_KEY = /^(?:(?:margin|padding)(?:[A-Z-]\w*)*|(?:grid-?)?(?:(?:row|column|Row|Column)-?)?(?:gap|Gap))$/;
// The text before a template's expression ends inside a spacing declaration's value.
const DECLARATION_OPEN = /(?:^|[\s;{])(?:(?:margin|padding)(?:-[a-z]+)*|(?:grid-)?(?:row-|column-)?gap)\s*:[^;{}]*$/;
/** The texts an expression can give: a string, a template, either side of `a ? x : y` and `a || x`, an arrow's result. */
const valuesOf = (expression) => {
  switch (expression.type) {
    case 'Literal':
      return typeof expression.value === 'string' ? [expression] : [];
    case 'TemplateLiteral':
      return [expression];
    case 'ConditionalExpression':
      return [...valuesOf(expression.consequent), ...valuesOf(expression.alternate)];
    case 'LogicalExpression':
      return [...valuesOf(expression.left), ...valuesOf(expression.right)];
    case 'ArrowFunctionExpression':
      return expression.body.type === 'BlockStatement' ? [] : valuesOf(expression.body);
    default:
      return [];
  }
};
// Expressions of a template are read as this mark: never a step, so `${space('sm')} 1rem` reports the 1rem only.
const HOLE = '\u0000';

/** The value itself, or the `a ? x : y` / `a || x` it is chosen in. */
const chosenIn = (node) => {
  let n = node;
  while (n.parent && (n.parent.type === 'ConditionalExpression' || n.parent.type === 'LogicalExpression')) n = n.parent;
  return n;
};
/** The key a value is written under (a style object's property, a JSX prop). */
const spacingKeyName = (node) => keyName(chosenIn(node));

const SPACING_MESSAGE =
  "{{value}} is the theme's spacing step `{{step}}`: write space('{{step}}') in a styled-components template, theme.space.{{step}} in a style object (docs/decisions/0390-spacing-from-the-scale-guarded.md).";

const spacingFromScale = {
  meta: {
    type: 'problem',
    docs: { description: 'Margins, paddings and gaps on the spacing scale come from the theme, not from literals' },
    schema: [],
    messages: { literal: SPACING_MESSAGE },
  },
  create(context) {
    const reportWords = (node, value) => {
      for (const word of value.trim().split(/\s+/)) {
        const step = stepOf(word);
        if (step) context.report({ node, messageId: 'literal', data: { value: word, step } });
      }
    };
    // CSS text with the expressions marked; each reported word is put on the template part it is written in.
    const reportCss = (text, nodeAt) => {
      for (const m of text.matchAll(SPACING_IN_CSS)) {
        const valueStart = m.index + m[0].length - m[2].length;
        for (const w of m[2].matchAll(/\S+/g)) {
          const step = stepOf(w[0]);
          if (step) context.report({ node: nodeAt(valueStart + w.index), messageId: 'literal', data: { value: w[0], step } });
        }
      }
    };
    return {
      Literal(node) {
        const key = spacingKeyName(node);
        if (key && SPACING_KEY.test(key)) {
          if (typeof node.value === 'string') reportWords(node, node.value);
          // React reads a number in a style object as pixels (a component's numeric prop has no known unit).
          else if (typeof node.value === 'number' && chosenIn(node).parent.type === 'Property') reportWords(node, `${node.value}px`);
        } else if (typeof node.value === 'string') reportCss(node.value, () => node);
      },
      TemplateLiteral(node) {
        const starts = [];
        let text = '';
        node.quasis.forEach((q, i) => {
          starts.push(text.length);
          text += q.value.raw + (i < node.quasis.length - 1 ? HOLE : '');
        });
        const nodeAt = (offset) => node.quasis[starts.findLastIndex((s) => s <= offset)];
        const key = spacingKeyName(node);
        if (key && SPACING_KEY.test(key)) return reportWords(node, text);
        reportCss(text, nodeAt);
        // A value chosen in an expression (`padding: ${({ $small }) => ($small ? '0.5rem' : '1rem')};`): its texts.
        node.expressions.forEach((expression, i) => {
          if (!DECLARATION_OPEN.test(text.slice(0, starts[i + 1] - 1))) return;
          for (const value of valuesOf(expression)) reportWords(value, value.type === 'Literal' ? value.value : value.quasis.map((q) => q.value.raw).join(HOLE));
        });
      },
    };
  },
};

export const themePlugin = { rules: { 'no-hard-coded-colour': noHardCodedColour, 'spacing-from-scale': spacingFromScale } };

/** The theme's rules (colours, spacing) on `files` (an app's sources), tests and `ignores` (files named in the config with their reason) left out. */
export function themeRules({ files, ignores = [] }) {
  return {
    files,
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', ...ignores],
    plugins: { theme: themePlugin },
    rules: { 'theme/no-hard-coded-colour': 'error', 'theme/spacing-from-scale': 'error' },
  };
}

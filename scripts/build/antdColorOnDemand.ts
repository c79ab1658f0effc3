import type { Plugin } from 'vite';

const IS_BRIGHT = 'virtual:antd-is-bright';
const RESOLVED_IS_BRIGHT = `\0${IS_BRIGHT}`;

/** antd's `isBright` (color-picker/components/ColorPresets.js, antd 5.29), alone. */
const IS_BRIGHT_SOURCE = `import { Color as RcColor } from '@rc-component/color-picker/es/color';
export const isBright = (value, bgColorToken) => {
  const { r, g, b, a } = value.toRgb();
  const hsv = new RcColor(value.toRgbString()).onBackground(bgColorToken).toHsv();
  if (a <= 0.5) return hsv.v > 0.5;
  return r * 0.299 + g * 0.587 + b * 0.114 > 192;
};
`;

/** Import rewrites: file (path suffix under node_modules) -> [import as antd writes it, what it becomes]. */
const REWRITES: Array<[RegExp, string, string]> = [
  // Button's style tokens need one colour helper from the colour presets panel, which imports Collapse.
  [/\/antd\/es\/button\/style\/token\.js$/, "from '../../color-picker/components/ColorPresets';", `from '${IS_BRIGHT}';`],
  // The colour class alone, not the package index with the whole ColorPicker component.
  [/\/antd\/es\/color-picker\/color\.js$/, "from '@rc-component/color-picker';", "from '@rc-component/color-picker/es/color';"],
  [/\/antd\/es\/color-picker\/util\.js$/, "from '@rc-component/color-picker';", "from '@rc-component/color-picker/es/color';"],
];

/**
 * Vite plugin: antd's Button and Tooltip (both on the sign-in page) reach the colour picker's
 * modules for a colour class and one helper. A module goes where the entry reaches it, so the
 * ColorPicker and Collapse code the designer uses landed in the sign-in download (~7 KB brotli).
 * These rewrites point those imports at the helper and the class alone. A rewrite that no longer
 * matches (antd changed) fails the build rather than silently doing nothing.
 */
export function antdColorOnDemand(): Plugin {
  return {
    name: 'antd-color-on-demand',
    enforce: 'pre',
    resolveId(id) {
      return id === IS_BRIGHT ? RESOLVED_IS_BRIGHT : undefined;
    },
    load(id) {
      return id === RESOLVED_IS_BRIGHT ? IS_BRIGHT_SOURCE : undefined;
    },
    transform(code, id) {
      const path = id.replace(/\?.*$/, '');
      const rewrite = REWRITES.find(([file]) => file.test(path));
      if (!rewrite) return undefined;
      const [, from, to] = rewrite;
      if (!code.includes(from)) throw new Error(`antd-color-on-demand: ${path} no longer contains ${from}`);
      return { code: code.replace(from, to), map: null };
    },
  };
}

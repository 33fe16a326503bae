/**
 * antd's icons announce their English file names to screen readers (`role="img" aria-label="user"`), in the Chinese
 * and Arabic UI too (issue 16). Here an icon is decorative by default (`aria-hidden`), the way most icons beside
 * a text are; an icon given an `aria-label` (in the user's language) keeps `role="img"`. A button holding only an
 * icon must carry its own `aria-label` (axe checks this in the route journey).
 */
import type { Plugin } from 'vite';

const FILE = /@ant-design[\\/]icons[\\/].*components[\\/]AntdIcon(Light)?\.js$/;
const ANNOUNCED = /role: "img",\s*"aria-label": icon\.name/;
const QUIET = `restProps["aria-label"] || restProps["aria-labelledby"] ? { role: "img" } : { "aria-hidden": "true" }`;

export function rewriteIconAria(code: string): string {
  if (!ANNOUNCED.test(code)) throw new Error('@ant-design/icons changed: AntdIcon no longer sets aria-label to the icon name');
  return code.replace(/\{\s*role: "img",\s*"aria-label": icon\.name\s*\}/, QUIET);
}

export function quietIcons(): Plugin {
  return {
    name: 'tic-quiet-icons',
    enforce: 'pre',
    transform(code, id) {
      return FILE.test(id) ? { code: rewriteIconAria(code), map: null } : undefined;
    },
  };
}

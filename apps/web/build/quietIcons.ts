/**
 * antd's icons announce their English file names to screen readers (`role="img" aria-label="user"`), in the Chinese
 * and Arabic UI too (issue 16). Here an icon is decorative by default (`aria-hidden`), the way most icons beside
 * a text are; an icon given an `aria-label` (in the user's language) keeps `role="img"`. A button holding only an
 * icon must carry its own `aria-label` (axe checks this in the route journey).
 *
 * antd's own icon-only buttons that took their only name from the icon are named here too, in the user's language
 * from antd's locale (set by app/AntdScope.tsx): the pagination's previous and next page buttons.
 */
import type { Plugin } from 'vite';

const FILE = /@ant-design[\\/]icons[\\/].*components[\\/]AntdIcon(Light)?\.js$/;
const ANNOUNCED = /role: "img",\s*"aria-label": icon\.name/;
const QUIET = `restProps["aria-label"] || restProps["aria-labelledby"] ? { role: "img" } : { "aria-hidden": "true" }`;

export function rewriteIconAria(code: string): string {
  if (!ANNOUNCED.test(code)) throw new Error('@ant-design/icons changed: AntdIcon no longer sets aria-label to the icon name');
  return code.replace(/\{\s*role: "img",\s*"aria-label": icon\.name\s*\}/, QUIET);
}

const PAGINATION_FILE = /antd[\\/]es[\\/]pagination[\\/]Pagination\.js$/;
/** The previous and next page buttons (no label of their own) and the memo that builds them. */
const PAGE_BUTTON =
  /(const (prev|next)Icon = \/\*#__PURE__\*\/React\.createElement\("button", \{\s*className: `\$\{prefixCls\}-item-link`,\s*type: "button",\s*tabIndex: -1)/g;
const ICONS_MEMO = /\}, \[direction, prefixCls\]\);\n(\s*)const selectPrefixCls/;

/** antd's pagination: its previous and next page buttons are named by antd's locale (prev_page, next_page). */
export function rewritePaginationAria(code: string): string {
  const buttons = code.match(PAGE_BUTTON)?.length ?? 0;
  if (buttons !== 2 || !ICONS_MEMO.test(code)) throw new Error('antd changed: Pagination no longer builds its previous/next buttons as expected');
  return code
    .replace(PAGE_BUTTON, (_m, head: string, which: string) => `${head},\n      "aria-label": locale.${which}_page`)
    .replace(ICONS_MEMO, (_m, indent: string) => `}, [direction, prefixCls, locale.prev_page, locale.next_page]);\n${indent}const selectPrefixCls`);
}

export function quietIcons(): Plugin {
  return {
    name: 'tic-quiet-icons',
    enforce: 'pre',
    transform(code, id) {
      if (FILE.test(id)) return { code: rewriteIconAria(code), map: null };
      if (PAGINATION_FILE.test(id)) return { code: rewritePaginationAria(code), map: null };
      return undefined;
    },
  };
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rewriteIconAria, rewritePaginationAria } from '../../build/quietIcons';

// The installed icon component, as the build reads it.
const iconsDir = path.dirname(createRequire(import.meta.url).resolve('@ant-design/icons/package.json'));
const source = readFileSync(path.join(iconsDir, 'es/components/AntdIcon.js'), 'utf8');
const antdDir = path.dirname(createRequire(import.meta.url).resolve('antd/package.json'));
const pagination = readFileSync(path.join(antdDir, 'es/pagination/Pagination.js'), 'utf8');

describe('antd icons do not announce their English names (issue 16)', () => {
  it('an icon is hidden from screen readers unless it is given a label', () => {
    const out = rewriteIconAria(source);
    expect(out).not.toMatch(/"aria-label": icon\.name/);
    expect(out).toContain('"aria-hidden": "true"');
    expect(out).toContain('restProps["aria-label"]');
  });

  it('fails the build if a new version of the icons changes the code it rewrites', () => {
    expect(() => rewriteIconAria('export default function Icon() {}')).toThrow(/@ant-design\/icons changed/);
  });
});

describe("antd's pagination names its previous and next page buttons in the user's language (issue 16)", () => {
  it("labels both buttons with antd's locale and rebuilds them when it changes", () => {
    const out = rewritePaginationAria(pagination);
    expect(out).toContain('"aria-label": locale.prev_page');
    expect(out).toContain('"aria-label": locale.next_page');
    expect(out).toContain('[direction, prefixCls, locale.prev_page, locale.next_page]');
  });

  it('fails the build if a new version of antd changes the code it rewrites', () => {
    expect(() => rewritePaginationAria('export default function Pagination() {}')).toThrow(/antd changed/);
  });
});

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rewriteIconAria } from '../../build/quietIcons';

// The installed icon component, as the build reads it.
const iconsDir = path.dirname(createRequire(import.meta.url).resolve('@ant-design/icons/package.json'));
const source = readFileSync(path.join(iconsDir, 'es/components/AntdIcon.js'), 'utf8');

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

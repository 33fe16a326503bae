import { HEAD_SCRIPT, PRELOAD_META_NAME } from '@tic/shared';
import { describe, expect, it } from 'vitest';
import { HEAD_SCRIPT_MARK, preloadFiles, withHeadScript } from '../../build/headScript';

describe("the web build's first tags in index.html", () => {
  it('name the shell and each catalogue as the bundle wrote them, nothing else', () => {
    const bundle = {
      'assets/shell-A1.js': { type: 'chunk', name: 'shell', fileName: 'assets/shell-A1.js', facadeModuleId: null },
      'assets/zh_CN-B2.js': { type: 'chunk', name: 'zh_CN', fileName: 'assets/zh_CN-B2.js', facadeModuleId: '\0virtual:tic-catalogue/zh_CN' },
      'assets/ar-C3.js': { type: 'chunk', name: 'ar', fileName: 'assets/ar-C3.js', facadeModuleId: '\0virtual:tic-catalogue/ar' },
      'assets/index-D4.js': { type: 'chunk', name: 'index', fileName: 'assets/index-D4.js', facadeModuleId: '/src/main.tsx' },
      'assets/index-E5.css': { type: 'asset', fileName: 'assets/index-E5.css' },
    };
    expect(preloadFiles(bundle)).toEqual({ shell: '/assets/shell-A1.js', zh_CN: '/assets/zh_CN-B2.js', ar: '/assets/ar-C3.js' });
    expect(preloadFiles(undefined)).toEqual({});
  });

  it('take the mark’s place: the meta, then the script whose text is exactly the one the server allows by its hash', () => {
    const html = `<head><meta charset="UTF-8" />${HEAD_SCRIPT_MARK}<link rel="stylesheet" href="/a.css"></head>`;
    const files = { shell: '/assets/shell-A1.js', en: '/assets/en-"x".js' };
    const out = withHeadScript(html, files);
    expect(out).toBe(
      `<head><meta charset="UTF-8" /><meta name="${PRELOAD_META_NAME}" content="${JSON.stringify(files).replace(/&/g, '&amp;').replace(/"/g, '&quot;')}" />\n    <script>${HEAD_SCRIPT}</script><link rel="stylesheet" href="/a.css"></head>`,
    );
    // The dev server has no bundle: the script alone, which then starts nothing early.
    expect(withHeadScript(html, {})).toBe(`<head><meta charset="UTF-8" /><script>${HEAD_SCRIPT}</script><link rel="stylesheet" href="/a.css"></head>`);
    expect(() => withHeadScript('<head></head>', {})).toThrow(/no <!-- tic:head-script -->/);
  });
});

import { theme as antdTheme } from 'antd';
import { describe, expect, it } from 'vitest';
import { theme, themeFor } from './theme';

/** WCAG 2.1 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

// The tokens antd derives from the theme, as the app's ConfigProvider gets them.
const token = antdTheme.getDesignToken(theme);
const WHITE = '#ffffff';
/** rgba(0,0,0,0.02) over white: a table row under the pointer. */
const HOVERED_ROW = '#fafafa';

describe('theme: text at 4.5:1 or more (WCAG AA) at rest, under the pointer and pressed', () => {
  it.each(['colorTextSecondary', 'colorTextDescription', 'colorTextTertiary'] as const)('%s on white and on the layout grey', (name) => {
    expect(contrast(token[name], WHITE), `${name} ${token[name]}`).toBeGreaterThanOrEqual(4.5);
    expect(contrast(token[name], token.colorBgLayout), `${name} ${token[name]}`).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    'colorLink',
    'colorLinkHover',
    'colorLinkActive',
    'colorPrimaryText',
    'colorPrimaryTextHover',
    'colorPrimaryTextActive',
    'colorInfoText',
    'colorInfoTextHover',
    'colorError',
    'colorErrorText',
    'colorErrorTextHover',
  ] as const)('%s on white and on a hovered table row (links, text buttons, danger text)', (name) => {
    expect(token[name]).toMatch(/^#[0-9a-f]{6}$/i);
    expect(contrast(token[name], WHITE), `${name} ${token[name]}`).toBeGreaterThanOrEqual(4.5);
    // A table row under the pointer turns colorFillAlter (black at 2 % over white): its links and danger buttons are read on that.
    expect(token.colorFillAlter).toBe('rgba(0,0,0,0.02)');
    expect(contrast(token[name], HOVERED_ROW), `${name} ${token[name]} on ${HOVERED_ROW}`).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['colorPrimary', 'colorPrimaryHover', 'colorPrimaryActive', 'colorError', 'colorErrorHover', 'colorErrorActive'] as const)(
    'white text on %s (primary and danger buttons)',
    (name) => {
      expect(token.colorTextLightSolid.toLowerCase()).toMatch(/^#fff(fff)?$/);
      expect(contrast(WHITE, token[name]), `${name} ${token[name]}`).toBeGreaterThanOrEqual(4.5);
    },
  );
});

describe('theme: less motion when the person asks for it (prefers-reduced-motion)', () => {
  it('turns antd motion off and keeps every colour', () => {
    expect(antdTheme.getDesignToken(themeFor(false)).motion).toBe(true);
    const reduced = antdTheme.getDesignToken(themeFor(true));
    expect(reduced.motion).toBe(false);
    expect(reduced.motionDurationMid).toBe('0s');
    const colours = (t: object) => Object.fromEntries(Object.entries(t).filter(([k]) => k.startsWith('color')));
    expect(Object.keys(colours(reduced)).length).toBeGreaterThanOrEqual(100);
    expect(colours(reduced)).toEqual(colours(token));
  });
});

import type { ThemeConfig } from 'antd';

/** Brand colours of the portal: a deep certification blue on calm neutrals. */
export const BRAND = {
  primary: '#1457c9',
  primaryHover: '#0f4cb4',
  navy: '#0b2447',
  navyLight: '#123a6e',
} as const;

// Latin first, then the CJK and Arabic faces each script falls back to.
const FONT_FAMILY = [
  '-apple-system',
  'BlinkMacSystemFont',
  "'Segoe UI'",
  'Roboto',
  "'Helvetica Neue'",
  'Arial',
  "'PingFang SC'",
  "'Microsoft YaHei'",
  "'Noto Sans CJK SC'",
  "'Noto Sans Arabic'",
  "'Noto Naskh Arabic'",
  'Tahoma',
  'sans-serif',
].join(', ');

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND.primary,
    colorInfo: BRAND.primary,
    borderRadius: 8,
    fontFamily: FONT_FAMILY,
    colorBgLayout: '#f3f5f9',
    // Secondary and description text at 4.5:1 or more on white and on the layout grey (WCAG AA; antd's are ~3:1).
    colorTextSecondary: '#595959',
    colorTextDescription: '#595959',
    colorTextTertiary: '#595959',
    colorTextPlaceholder: '#6e6e6e',
    // Danger text and links (cancel, delete, errors) at 4.5:1 or more on white (antd's #ff4d4f is ~3.2:1).
    colorError: '#c41d24',
    // Hovering a danger link or button darkens it too (antd's lighter #d14143 is 4.42:1 on a hovered table row, #fafafa).
    colorErrorHover: '#a8071a',
    colorErrorTextHover: '#a8071a',
    // Under the pointer too: antd derives lighter hover shades of the brand blue (white on #3877d6 is 4.4:1, a link
    // in #5f98e3 on white 3:1); here hovering darkens, between the colour at rest and the pressed one (#083ca3).
    colorPrimaryHover: BRAND.primaryHover,
    colorPrimaryTextHover: BRAND.primaryHover,
    colorInfoTextHover: BRAND.primaryHover,
    colorLinkHover: BRAND.primaryHover,
  },
  components: {
    Layout: { headerBg: BRAND.navy, headerPadding: '0 24px', siderBg: '#ffffff', headerHeight: 60 },
    Menu: {
      darkItemBg: BRAND.navy,
      darkPopupBg: BRAND.navy,
      darkItemSelectedBg: BRAND.primary,
      itemBorderRadius: 6,
    },
    Card: { borderRadiusLG: 12 },
  },
};

/**
 * The theme for a person who asked for less motion: antd's dialogs, drawers, menus and messages appear without their
 * zoom, slide and fade (antd's `motion` token); the portal's own animations follow the same media query in CSS.
 */
export const reducedMotionTheme: ThemeConfig = { ...theme, token: { ...theme.token, motion: false } };

export function themeFor(reducedMotion: boolean): ThemeConfig {
  return reducedMotion ? reducedMotionTheme : theme;
}

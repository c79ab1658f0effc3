import type { ThemeConfig } from 'antd';

/** Brand tokens shared by every screen. */
export const BRAND = {
  primary: '#2563eb',
  sider: '#0f172a',
  siderDeep: '#0b1222',
  pageBg: '#f4f6fa',
} as const;

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND.primary,
    colorInfo: BRAND.primary,
    borderRadius: 8,
    colorBgLayout: BRAND.pageBg,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: { siderBg: BRAND.sider, headerBg: '#ffffff', headerHeight: 56, headerPadding: '0 20px' },
    Menu: {
      darkItemBg: BRAND.sider,
      darkSubMenuItemBg: BRAND.siderDeep,
      darkItemSelectedBg: BRAND.primary,
      itemBorderRadius: 6,
    },
    Card: { headerFontSize: 16 },
    Table: { headerBg: '#f8fafc' },
  },
};

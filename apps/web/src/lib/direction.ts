import { useContext } from 'react';
import { ConfigProvider } from 'antd';

/** Drawers come in from the reading end: the right in Chinese and English, the left in Arabic. */
export function useDrawerPlacement(): 'left' | 'right' {
  return useContext(ConfigProvider.ConfigContext).direction === 'rtl' ? 'left' : 'right';
}

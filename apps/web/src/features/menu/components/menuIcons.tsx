import type { ReactNode } from 'react';
import {
  AppstoreOutlined,
  AuditOutlined,
  BarcodeOutlined,
  BookOutlined,
  DashboardOutlined,
  ExperimentOutlined,
  FileTextOutlined,
  FormOutlined,
  IdcardOutlined,
  LinkOutlined,
  NotificationOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  ShoppingOutlined,
  UnorderedListOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { MenuItem } from '@tic/shared';

// Icon names the server's menu carries in meta.icon.
const BY_NAME: Record<string, ReactNode> = {
  dashboard: <DashboardOutlined />,
  form: <FormOutlined />,
  certificate: <SafetyCertificateOutlined />,
  notice: <NotificationOutlined />,
  payment: <WalletOutlined />,
  setting: <SettingOutlined />,
  experiment: <ExperimentOutlined />,
  product: <ShoppingOutlined />,
  standard: <BookOutlined />,
  dictionary: <UnorderedListOutlined />,
  hs: <BarcodeOutlined />,
  audit: <AuditOutlined />,
};

// Items without a known meta.icon get one from their name.
const RULES: Array<[RegExp, ReactNode]> = [
  [/workbench/i, <DashboardOutlined key="d" />],
  [/certificate/i, <SafetyCertificateOutlined key="s" />],
  [/notice/i, <NotificationOutlined key="n" />],
  [/payment|remittance|fee/i, <WalletOutlined key="w" />],
  [/information|invoice|postal/i, <IdcardOutlined key="i" />],
  [/NB|RED/, <AuditOutlined key="a" />],
  [/application|form/i, <FormOutlined key="f" />],
];

export function menuIcon(item: MenuItem): ReactNode {
  if (item.meta.type === 'link') return <LinkOutlined />;
  const named = item.meta.icon ? BY_NAME[item.meta.icon] : undefined;
  if (named) return named;
  for (const [re, icon] of RULES) if (re.test(item.name)) return icon;
  return item.children.length > 0 ? <AppstoreOutlined /> : <FileTextOutlined />;
}

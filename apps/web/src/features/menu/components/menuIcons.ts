import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import AppstoreOutlined from '@ant-design/icons-svg/es/asn/AppstoreOutlined';
import AuditOutlined from '@ant-design/icons-svg/es/asn/AuditOutlined';
import BarcodeOutlined from '@ant-design/icons-svg/es/asn/BarcodeOutlined';
import BookOutlined from '@ant-design/icons-svg/es/asn/BookOutlined';
import DashboardOutlined from '@ant-design/icons-svg/es/asn/DashboardOutlined';
import ExperimentOutlined from '@ant-design/icons-svg/es/asn/ExperimentOutlined';
import FileTextOutlined from '@ant-design/icons-svg/es/asn/FileTextOutlined';
import FormOutlined from '@ant-design/icons-svg/es/asn/FormOutlined';
import IdcardOutlined from '@ant-design/icons-svg/es/asn/IdcardOutlined';
import LinkOutlined from '@ant-design/icons-svg/es/asn/LinkOutlined';
import NotificationOutlined from '@ant-design/icons-svg/es/asn/NotificationOutlined';
import SafetyCertificateOutlined from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';
import SettingOutlined from '@ant-design/icons-svg/es/asn/SettingOutlined';
import ShoppingOutlined from '@ant-design/icons-svg/es/asn/ShoppingOutlined';
import UnorderedListOutlined from '@ant-design/icons-svg/es/asn/UnorderedListOutlined';
import WalletOutlined from '@ant-design/icons-svg/es/asn/WalletOutlined';
import type { MenuItem } from '@tic/shared';

// Icon names the server's menu carries in meta.icon.
const BY_NAME: Record<string, IconDefinition> = {
  dashboard: DashboardOutlined,
  form: FormOutlined,
  certificate: SafetyCertificateOutlined,
  notice: NotificationOutlined,
  payment: WalletOutlined,
  setting: SettingOutlined,
  experiment: ExperimentOutlined,
  product: ShoppingOutlined,
  standard: BookOutlined,
  dictionary: UnorderedListOutlined,
  hs: BarcodeOutlined,
  audit: AuditOutlined,
};

// Items without a known meta.icon get one from their name.
const RULES: Array<[RegExp, IconDefinition]> = [
  [/workbench/i, DashboardOutlined],
  [/certificate/i, SafetyCertificateOutlined],
  [/notice/i, NotificationOutlined],
  [/payment|remittance|fee/i, WalletOutlined],
  [/information|invoice|postal/i, IdcardOutlined],
  [/NB|RED/, AuditOutlined],
  [/application|form/i, FormOutlined],
];

/** The icon of a side-menu item (antd's path data, drawn by components/SvgIcon). */
export function menuIcon(item: MenuItem): IconDefinition {
  if (item.meta.type === 'link') return LinkOutlined;
  const named = item.meta.icon ? BY_NAME[item.meta.icon] : undefined;
  if (named) return named;
  for (const [re, icon] of RULES) if (re.test(item.name)) return icon;
  return item.children.length > 0 ? AppstoreOutlined : FileTextOutlined;
}

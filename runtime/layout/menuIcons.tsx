import {
  AccountBookOutlined, ApartmentOutlined, AppstoreOutlined, BookOutlined, FileSearchOutlined, IdcardOutlined, MenuOutlined,
  SafetyCertificateOutlined, SafetyOutlined, AuditOutlined, BankOutlined, BarChartOutlined, BuildOutlined, CalendarOutlined,
  CarOutlined, ContainerOutlined, DashboardOutlined, DesktopOutlined, FileDoneOutlined, FileTextOutlined,
  FolderOutlined, FormOutlined, HomeOutlined, MailOutlined, ProfileOutlined, ProjectOutlined, SettingOutlined,
  ShoppingCartOutlined, SolutionOutlined, TeamOutlined, UserOutlined, WalletOutlined,
} from '@ant-design/icons';
import React from 'react';

// A fixed set keeps the bundle small; unknown names fall back to AppstoreOutlined.
const ICONS: Record<string, React.ComponentType> = {
  AccountBookOutlined, ApartmentOutlined, AppstoreOutlined, BookOutlined, FileSearchOutlined, IdcardOutlined, MenuOutlined,
  SafetyCertificateOutlined, SafetyOutlined, AuditOutlined, BankOutlined, BarChartOutlined, BuildOutlined, CalendarOutlined,
  CarOutlined, ContainerOutlined, DashboardOutlined, DesktopOutlined, FileDoneOutlined, FileTextOutlined,
  FolderOutlined, FormOutlined, HomeOutlined, MailOutlined, ProfileOutlined, ProjectOutlined, SettingOutlined,
  ShoppingCartOutlined, SolutionOutlined, TeamOutlined, UserOutlined, WalletOutlined,
};

/** The icon a menu entry names (antd icon name), or a neutral default. */
export function menuIcon(name: string | null | undefined): React.ReactNode {
  const Icon = (name && ICONS[name]) || AppstoreOutlined;
  return <Icon />;
}

import {
  AccountBookOutlined, AppstoreOutlined, BankOutlined, BookOutlined, CalendarOutlined, CarOutlined, FileTextOutlined,
  FolderOutlined, ProjectOutlined, ShoppingCartOutlined, TeamOutlined, ToolOutlined,
} from '@ant-design/icons';
import React from 'react';

const ICONS: Record<string, React.ComponentType> = {
  AppstoreOutlined, FolderOutlined, FileTextOutlined, AccountBookOutlined, TeamOutlined, ShoppingCartOutlined,
  ProjectOutlined, CarOutlined, CalendarOutlined, BankOutlined, ToolOutlined, BookOutlined,
};

/** A category icon by its antd name (nothing for an unknown name). */
export function CategoryIcon({ name }: { name: string }) {
  const Icon = ICONS[name];
  return Icon ? <Icon /> : null;
}

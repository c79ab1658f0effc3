import React from 'react';
import {
  AlignLeftOutlined, ApartmentOutlined, AppstoreOutlined, BarcodeOutlined, CalendarOutlined, CheckCircleOutlined,
  CheckSquareOutlined, DownSquareOutlined, FieldTimeOutlined, FontSizeOutlined, LayoutOutlined, LinkOutlined,
  MoneyCollectOutlined, NumberOutlined, PaperClipOutlined, PercentageOutlined, ScheduleOutlined, SwapOutlined,
  TableOutlined, UserOutlined,
} from '@ant-design/icons';

const ICONS: Record<string, React.ComponentType> = {
  text: FontSizeOutlined, textarea: AlignLeftOutlined, number: NumberOutlined, money: MoneyCollectOutlined,
  percent: PercentageOutlined, date: CalendarOutlined, datetime: FieldTimeOutlined, dateRange: ScheduleOutlined,
  select: DownSquareOutlined, radio: CheckCircleOutlined, checkbox: CheckSquareOutlined, switch: SwapOutlined,
  user: UserOutlined, department: ApartmentOutlined, attachment: PaperClipOutlined, subTable: TableOutlined,
  serial: BarcodeOutlined, relatedRecord: LinkOutlined, grid: LayoutOutlined, void: AppstoreOutlined,
};

/** The icon of a palette kind or field type. */
export function KindIcon({ kind }: { kind: string }) {
  const Icon = ICONS[kind] ?? AppstoreOutlined;
  return <Icon />;
}

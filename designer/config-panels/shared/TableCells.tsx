import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Space, Switch, Tooltip, type ButtonProps } from 'antd';
import type { ColumnType } from 'antd/es/table';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteConfirm } from './DeleteConfirm';

/** A column whose cells are centred (switches, row buttons). */
export function centerColumn<Row>(key: string, title: React.ReactNode, width: number, render: NonNullable<ColumnType<Row>['render']>): ColumnType<Row> {
  return { key, title, width, align: 'center', render };
}

/** The table's test id for one row (antd types `onRow` without data attributes). */
export function rowTestId(testId: string): React.HTMLAttributes<HTMLElement> {
  return { 'data-testid': testId } as React.HTMLAttributes<HTMLElement>;
}

/** What an empty table shows. */
export function NoRows({ description }: { description: React.ReactNode }) {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description} />;
}

/** The card's "add" button opening an empty editor. */
export function AddButton({ testId, ...rest }: Omit<ButtonProps, 'type' | 'icon'> & { testId: string }) {
  return <Button type="primary" icon={<PlusOutlined />} data-testid={testId} {...rest} />;
}

/** A small on/off switch in a table cell. */
export function SwitchCell({ checked, disabled, onChange, testId }: { checked: boolean; disabled?: boolean; onChange: (on: boolean) => void; testId: string }) {
  return <Switch size="small" checked={checked} disabled={disabled} onChange={onChange} data-testid={testId} />;
}

/** The row's red bin icon; forwards its ref so a confirmation can anchor to it. */
export const DeleteIconButton = React.forwardRef<HTMLButtonElement, Omit<ButtonProps, 'type' | 'size' | 'danger' | 'icon'>>(
  function DeleteIconButton(props, ref) {
    const { t } = useTranslation();
    return <Button ref={ref} type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('designer.panels.common.delete')} {...props} />;
  },
);

/** Up and down arrows moving row `index` of `count` by one; test ids `<idPrefix>-up-<rowKey>` and `<idPrefix>-down-<rowKey>`. */
export function MoveButtons({ index, count, onMove, idPrefix, rowKey }: { index: number; count: number; onMove: (from: number, to: number) => void; idPrefix: string; rowKey: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Button type="text" size="small" icon={<ArrowUpOutlined />} disabled={index === 0} aria-label={t('designer.panels.common.moveUp')} onClick={() => onMove(index, index - 1)} data-testid={`${idPrefix}-up-${rowKey}`} />
      <Button type="text" size="small" icon={<ArrowDownOutlined />} disabled={index === count - 1} aria-label={t('designer.panels.common.moveDown')} onClick={() => onMove(index, index + 1)} data-testid={`${idPrefix}-down-${rowKey}`} />
    </>
  );
}

export interface EditDeleteButtonsProps {
  index: number;
  /** Test ids: `<idPrefix>-edit-<index>`, `<idPrefix>-delete-<index>` and `<idPrefix>-delete-confirm`. */
  idPrefix: string;
  removeConfirm: React.ReactNode;
  onEdit: (index: number) => void;
  onDelete: (index: number) => void;
}

/** A row's "edit" (opens the editor) and "delete" (after a confirmation) icons. */
export function EditDeleteButtons({ index, idPrefix, removeConfirm, onEdit, onDelete }: EditDeleteButtonsProps) {
  const { t } = useTranslation();
  return (
    <Space size={0}>
      <Tooltip title={t('designer.panels.common.edit')}>
        <Button type="text" size="small" icon={<EditOutlined />} aria-label={t('designer.panels.common.edit')} onClick={() => onEdit(index)} data-testid={`${idPrefix}-edit-${index}`} />
      </Tooltip>
      <DeleteConfirm title={removeConfirm} confirmTestId={`${idPrefix}-delete-confirm`} onConfirm={() => onDelete(index)}>
        <DeleteIconButton data-testid={`${idPrefix}-delete-${index}`} />
      </DeleteConfirm>
    </Space>
  );
}

type ItemState = 'enabled' | 'disabled';

/** An "enabled" column of an item table: a switch per row, test id `<idPrefix>-state-<index>`. */
export function stateColumn<Row extends { index: number }>(
  title: React.ReactNode, width: number, idPrefix: string, isOn: (row: Row) => boolean, setState: (row: Row, state: ItemState) => void,
): ColumnType<Row> {
  return centerColumn<Row>('state', title, width, (_, row) => (
    <SwitchCell checked={isOn(row)} onChange={(on) => setState(row, on ? 'enabled' : 'disabled')} testId={`${idPrefix}-state-${row.index}`} />
  ));
}

/** The "actions" column of an item table: {@link EditDeleteButtons} per row. */
export function editDeleteColumn<Row extends { index: number }>(title: React.ReactNode, buttons: Omit<EditDeleteButtonsProps, 'index'>): ColumnType<Row> {
  return centerColumn<Row>('actions', title, 110, (_, { index }) => <EditDeleteButtons index={index} {...buttons} />);
}

import { Radio, Table } from 'antd';
import { accessOf as engineAccessOf, type FieldAccess, type FieldPermissions } from '../../../engine/index';
import { useTranslation } from 'react-i18next';
import { designFields, useDesignFunction, useText } from '../../state';

export interface PermissionsTableProps {
  value: FieldPermissions;
  onChange(value: FieldPermissions): void;
  /** CC recipients only read: no "editable" column. */
  readOnly?: boolean;
}

/**
 * Access per form field at a node (editable / visible / hidden); fields not
 * listed are visible. Sub-table columns follow their table unless set, and a
 * hidden table hides every column: the engine's `accessOf` decides, exactly as
 * the server enforces. Test ids: `perm-<field>` per row, `perm-all-<access>` in the header.
 */
export function PermissionsTable({ value, onChange, readOnly }: PermissionsTableProps) {
  const { t } = useTranslation();
  const text = useText();
  const fields = designFields(useDesignFunction());
  const choices: FieldAccess[] = readOnly ? ['visible', 'hidden'] : ['editable', 'visible', 'hidden'];
  const accessOf = (key: string): FieldAccess => {
    const own = engineAccessOf(value, key);
    return readOnly && own === 'editable' ? 'visible' : own;
  };
  const tableHidden = (parent?: string) => !!parent && engineAccessOf(value, parent) === 'hidden';
  const setAll = (access: FieldAccess) => onChange(Object.fromEntries(fields.filter((f) => !f.parent).map((f) => [f.key, access])));
  const set = (key: string, access: FieldAccess) => onChange({ ...value, [key]: access });
  return (
    <Table
      size="small" pagination={false} rowKey="key" dataSource={fields}
      columns={[
        {
          title: t('designer.flow.perm.field'), key: 'field',
          render: (_, f) => <span className={f.parent ? 'flw-perm-column' : undefined}>{text(f.title)}</span>,
        },
        {
          key: 'access',
          title: (
            <Radio.Group size="small" onChange={(e) => setAll(e.target.value as FieldAccess)} value={null}>
              {choices.map((c) => <Radio key={c} value={c} data-testid={`perm-all-${c}`}>{t(`designer.flow.perm.${c}`)}</Radio>)}
            </Radio.Group>
          ),
          render: (_, f) => (
            <Radio.Group size="small" value={accessOf(f.key)} disabled={tableHidden(f.parent)}
              onChange={(e) => set(f.key, e.target.value as FieldAccess)} data-testid={`perm-${f.key}`}>
              {choices.map((c) => <Radio key={c} value={c}>{t(`designer.flow.perm.${c}`)}</Radio>)}
            </Radio.Group>
          ),
        },
      ]}
    />
  );
}

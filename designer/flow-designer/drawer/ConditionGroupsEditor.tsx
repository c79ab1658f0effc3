import { Button, Card, Divider, Select, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { Condition, ConditionGroup, ConditionOp } from '../../../engine/index';
import { useText } from '../../state';
import { changeOperator, createCondition, INITIATOR_FIELD, operatorsFor, type ConditionField } from '../model';
import { useFlowTexts } from '../shared/useFlowTexts';
import { ConditionValueInput } from './ConditionValueInput';

export interface ConditionGroupsEditorProps {
  value: ConditionGroup[];
  onChange(value: ConditionGroup[]): void;
  fields: ConditionField[];
  /** Test id of the "add condition" button (`branch-add-condition`, `skip-add-condition`). */
  addTestId: string;
}

/**
 * Condition groups built from the form's fields: each row a field, an
 * operator for the field's kind and a value input fitting it; conditions in a
 * group are joined by its relation, groups are OR-ed.
 */
export function ConditionGroupsEditor({ value, onChange, fields, addTestId }: ConditionGroupsEditorProps) {
  const { t } = useFlowTexts();
  const text = useText();
  const choices: ConditionField[] = [...fields, { key: INITIATOR_FIELD, title: t('designer.flow.conditions.initiatorField'), kind: 'user' }];
  const fieldOf = (key: string) => choices.find((f) => f.key === key);
  const setGroup = (i: number, group: ConditionGroup | null) =>
    onChange(group ? value.map((g, j) => (j === i ? group : g)) : value.filter((_, j) => j !== i));
  const setCondition = (gi: number, ci: number, c: Condition | null) => {
    const group = value[gi];
    const conditions = c ? group.conditions.map((x, j) => (j === ci ? c : x)) : group.conditions.filter((_, j) => j !== ci);
    setGroup(gi, conditions.length ? { ...group, conditions } : null);
  };
  const addCondition = () => {
    const c = createCondition(choices[0]);
    if (!value.length) return onChange([{ relation: 'and', conditions: [c] }]);
    const last = value.length - 1;
    setGroup(last, { ...value[last], conditions: [...value[last].conditions, c] });
  };
  const addGroup = () => onChange([...value, { relation: 'and', conditions: [createCondition(choices[0])] }]);

  return (
    <div className="flw-conditions">
      {value.map((group, gi) => (
        <div key={gi}>
          {gi > 0 && <Divider plain className="flw-or-divider">{t('designer.flow.conditions.orBetween')}</Divider>}
          <Card
            size="small" className="flw-condition-group"
            title={t('designer.flow.conditions.group', { n: gi + 1 })}
            extra={(
              <Space>
                <Select
                  size="small" value={group.relation} data-testid="condition-relation" popupMatchSelectWidth={false}
                  options={(['and', 'or'] as const).map((r) => ({ value: r, label: t(`designer.flow.conditions.relation.${r}`) }))}
                  onChange={(relation) => setGroup(gi, { ...group, relation })}
                />
                <Button size="small" type="text" icon={<DeleteOutlined />} aria-label={t('designer.flow.conditions.removeGroup')} onClick={() => setGroup(gi, null)} />
              </Space>
            )}
          >
            {group.conditions.map((c, ci) => {
              const field = fieldOf(c.field);
              const kind = field?.kind ?? 'text';
              return (
                <div className="flw-condition-row" key={ci}>
                  <Select
                    className="flw-condition-field" data-testid="condition-field" virtual={false} showSearch optionFilterProp="label"
                    value={c.field} options={choices.map((f) => ({ value: f.key, label: text(f.title) }))}
                    onChange={(key: string) => setCondition(gi, ci, createCondition(fieldOf(key)!))}
                  />
                  <Select
                    className="flw-condition-op" data-testid="condition-op" virtual={false} value={c.op} popupMatchSelectWidth={false}
                    options={operatorsFor(kind).map((op) => ({ value: op, label: <span data-testid={`op-${op}`}>{t(`designer.flow.ops.${op}`)}</span> }))}
                    onChange={(op: ConditionOp) => setCondition(gi, ci, changeOperator(c, op))}
                  />
                  <div className="flw-condition-value">
                    <ConditionValueInput condition={c} field={field} onChange={(v) => setCondition(gi, ci, v === undefined ? (({ value: _v, ...rest }) => rest)(c) : { ...c, value: v })} />
                  </div>
                  <Button type="text" icon={<DeleteOutlined />} aria-label={t('designer.flow.conditions.remove')} onClick={() => setCondition(gi, ci, null)} />
                </div>
              );
            })}
          </Card>
        </div>
      ))}
      <Space style={{ marginTop: 12 }}>
        <Button icon={<PlusOutlined />} onClick={addCondition} data-testid={addTestId}>{t('designer.flow.conditions.add')}</Button>
        <Button type="dashed" icon={<PlusOutlined />} onClick={addGroup} data-testid="condition-add-group">{t('designer.flow.conditions.addGroup')}</Button>
      </Space>
    </div>
  );
}

import React from 'react';
import { DeleteOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { ArrayBase } from '@formily/antd-v5';
import { observer, RecursionField, useField, useFieldSchema } from '@formily/react';
import type { ArrayField } from '@formily/core';
import type { Schema } from '@formily/react';
import { useEngineServices } from '../services';
import { rowSchemaOf } from '../lazy';

const isColumn = (s: Schema) => String(s['x-component'] ?? '').includes('Column');
const isAddition = (s: Schema) => String(s['x-component'] ?? '').includes('Addition');
/** Row handles (#, sort, move, remove) are table furniture: a card has its own number and remove button. */
const isFurniture = (s: Schema) => s.reduceProperties<boolean, boolean>(
  (all, child) => all && child.type === 'void' && /^ArrayTable\.|^ArrayBase\./.test(String(child['x-component'] ?? '')),
  true,
);
/** Whether a data field inside the column is required (the card label carries the `*`). */
const isRequired = (s: Schema) => s.reduceProperties<boolean, boolean>((any, child) => any || child.required === true, false);

export interface SubTableCardsProps {
  /** Totals by row field, shown under the cards (already formatted). */
  totals?: { key: string; title: string; text: string }[];
}

/**
 * A sub-table for a narrow screen: each row a card whose fields stack with their column
 * title above them, a remove button per card, the schema's addition button below. Field
 * paths stay `<array>.<index>.<field>`, so validation and server errors land where they do in the table.
 */
export const SubTableCards = observer(({ totals = [] }: SubTableCardsProps) => {
  const field = useField<ArrayField>();
  const schema = useFieldSchema();
  const { t } = useEngineServices();
  const rows: unknown[] = Array.isArray(field?.value) ? field.value : [];
  const items = rowSchemaOf(schema);
  const columns = items
    ? items.reduceProperties<{ key: string; column: Schema }[], { key: string; column: Schema }[]>(
      (cols, column, key) => (isColumn(column) && !isFurniture(column) ? [...cols, { key: String(key), column }] : cols), [])
    : [];
  const visible = (key: string, column: Schema) => {
    const state = field.query(field.address.concat(key)).take();
    return (state?.display ?? column['x-display'] ?? 'visible') === 'visible' && column['x-visible'] !== false;
  };
  const path = field.path.toString();
  return (
    <ArrayBase>
      <div className="engine-subcards" data-testid={`subcards-${path}`}>
        {rows.map((_row, index) => (
          <ArrayBase.Item key={index} index={index} record={() => field.value?.[index]}>
            <Card
              size="small"
              className="engine-subcard"
              data-testid={`subcard-${path}.${index}`}
              title={<span className="engine-subcard__no">{t('phone.row', { n: index + 1 })}</span>}
              extra={field.editable ? (
                <Button type="text" danger icon={<DeleteOutlined />} className="engine-subcard__remove" aria-label={t('phone.removeRow', { n: index + 1 })}
                  onClick={() => void field.remove(index)} data-testid={`subcard-remove-${path}.${index}`} />
              ) : null}
            >
              {columns.filter(({ key, column }) => visible(key, column)).map(({ key, column }) => (
                <div className="engine-subcard__cell" key={key}>
                  <div className={`engine-subcard__label${isRequired(column) && field.editable ? ' is-required' : ''}`}>
                    {String((column['x-component-props'] as { title?: unknown } | undefined)?.title ?? column.title ?? '')}
                  </div>
                  <RecursionField schema={column} name={index} onlyRenderProperties />
                </div>
              ))}
            </Card>
          </ArrayBase.Item>
        ))}
        {totals.length > 0 && (
          <div className="engine-subcards__totals">
            {totals.map((s) => (
              <span key={s.key}>
                {t('engine.subTable.total')} · {s.title}: <strong data-testid={`total-${path}.${s.key}`}>{s.text}</strong>
              </span>
            ))}
          </div>
        )}
        {columns.map(({ key, column }) => <RecursionField key={`col-${key}`} name={key} schema={column} onlyRenderSelf />)}
        {schema.reduceProperties<React.ReactNode[], React.ReactNode[]>(
          (out, child, key) => (isAddition(child) && field.editable ? [...out, <RecursionField key={String(key)} schema={child} name={key} />] : out), [])}
      </div>
    </ArrayBase>
  );
});

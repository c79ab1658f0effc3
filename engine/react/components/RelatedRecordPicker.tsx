import React, { useContext, useEffect, useState } from 'react';
import { Button, Input, Modal, Space, Table } from 'antd';
import { CloseCircleFilled, LinkOutlined, SearchOutlined } from '@ant-design/icons';
import type { Field } from '@formily/core';
import { connect, mapReadPretty, useField } from '@formily/react';
import { toJS } from '@formily/reactive';
import { isEmptyValue } from '../../index';
import { useEngineServices, useFunctionCode, type RelatedRow } from '../services';
import { CellEditingContext } from './editsOnFocus';

export interface RelatedColumn {
  field: string;
  title?: string;
}

export interface RelatedRecordPickerProps {
  /** One id, or an array of ids when `multiple`. */
  value?: number | string | null | (number | string)[];
  onChange?: (id: number | string | undefined | (number | string)[]) => void;
  /** The field holds many records (`x-reference.multiple`). */
  multiple?: boolean;
  /** The field's `x-reference` has a filter: the server pages only the records it allows. */
  filtered?: boolean;
  /** The other function's code. */
  fn: string;
  /** The other function's field that names a record (shown in the box). */
  labelField: string;
  /** Columns of the picking dialog (default: the label field). */
  columns?: RelatedColumn[];
  /** This form's field -> the other record's field, copied when a record is picked. */
  fills?: Record<string, string>;
  /** A field of the other function searchable by fuzzy text (its search config must allow it). */
  searchField?: string;
  disabled?: boolean;
  /** Formily's read-only pattern (an `x-when` read-only condition): shown, not changed, as when disabled. */
  readOnly?: boolean;
  /** The picking dialog is open from the start (a sub-table cell pressed). */
  defaultOpen?: boolean;
  /** The box's accessible name (a sub-table cell's column header). */
  'aria-label'?: string;
}

const PAGE_SIZE = 10;

/** What an empty record box says (the sub-table cell that shows text says it too). */
export const useRelatedPlaceholder = (): string => useEngineServices().t('engine.related.placeholder');

/** Keys that open the picking dialog from the box, as they open a choice list. */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);
const CLEARING_KEYS = new Set(['Delete', 'Backspace']);

/** The label of the related record `id`, read once from the other function. */
function useRelatedLabel(fn: string, labelField: string, id: unknown): string | undefined {
  const services = useEngineServices();
  const [label, setLabel] = useState<string>();
  useEffect(() => {
    if (id === null || id === undefined || id === '') return setLabel(undefined);
    let alive = true;
    services.getRelated(fn, id as number).then((row) => alive && setLabel(row ? String(row.data[labelField] ?? id) : String(id)), () => undefined);
    return () => {
      alive = false;
    };
  }, [fn, labelField, id, services]);
  return label;
}

/** Labels of several related records, joined. */
function useRelatedLabels(fn: string, labelField: string, ids: unknown): string | undefined {
  const services = useEngineServices();
  const [label, setLabel] = useState<string>();
  const key = JSON.stringify(ids ?? null);
  useEffect(() => {
    const list = Array.isArray(ids) ? ids : [];
    if (!list.length) return setLabel(undefined);
    let alive = true;
    Promise.all(list.map((id) => services.getRelated(fn, id as number).then((row) => (row ? String(row.data[labelField] ?? id) : String(id)), () => String(id))))
      .then((labels) => alive && setLabel(labels.join(', ')), () => undefined);
    return () => {
      alive = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fn, labelField, key, services]);
  return label;
}

function PickDialog({ props, open, onClose, onPick, onPickMany }: {
  props: RelatedRecordPickerProps; open: boolean; onClose: () => void; onPick: (row: RelatedRow) => void; onPickMany: (ids: (number | string)[]) => void;
}) {
  const services = useEngineServices();
  const code = useFunctionCode();
  const field = useField<Field>();
  const [selected, setSelected] = useState<(number | string)[]>([]);
  useEffect(() => {
    if (open) setSelected(Array.isArray(props.value) ? props.value : []);
  }, [open, props.value]);
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [data, setData] = useState<{ records: RelatedRow[]; total: number }>({ records: [], total: 0 });
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!open) return undefined;
    let alive = true;
    setLoading(true);
    const filters = query && props.searchField ? { [props.searchField]: query } : undefined;
    const key = field?.path.segments[field.path.segments.length - 1];
    const reference = props.filtered && code && key !== undefined
      ? { fn: code, field: String(key), record: (toJS(field.form.values) ?? {}) as Record<string, unknown> } : undefined;
    services.pageRelated(props.fn, { current: page, size: PAGE_SIZE, filters, reference })
      .then((d) => alive && setData(d), () => alive && setData({ records: [], total: 0 }))
      .finally(() => alive && setLoading(false));
    return () => {
      alive = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, page, query, props.fn, props.searchField, props.filtered, code, services]);
  const columns = (props.columns?.length ? props.columns : [{ field: props.labelField }]).map((c) => ({
    key: c.field, title: c.title ?? c.field, dataIndex: ['data', c.field],
    render: (v: unknown) => (v === null || v === undefined ? '-' : String(v)),
  }));
  return (
    <Modal open={open} onCancel={onClose} footer={props.multiple ? undefined : null} onOk={() => onPickMany(selected)} width={720} title={services.t('engine.related.pick')} destroyOnClose>
      {props.searchField && (
        <Space.Compact style={{ marginBottom: 12, width: '100%' }}>
          <Input value={text} onChange={(e) => setText(e.target.value)} onPressEnter={() => { setPage(1); setQuery(text.trim()); }} allowClear data-testid="related-search" />
          <Button icon={<SearchOutlined />} onClick={() => { setPage(1); setQuery(text.trim()); }} />
        </Space.Compact>
      )}
      <Table<RelatedRow>
        size="small"
        rowKey="id"
        loading={loading}
        columns={columns}
        dataSource={data.records}
        data-testid="related-table"
        rowSelection={props.multiple ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as (number | string)[]) } : undefined}
        onRow={(row) => ({
          onClick: () => (props.multiple
            ? setSelected((now) => (now.includes(row.id) ? now.filter((id) => id !== row.id) : [...now, row.id]))
            : onPick(row)),
          style: { cursor: 'pointer' }, 'data-testid': `related-row-${row.id}`,
        } as React.HTMLAttributes<HTMLElement>)}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: data.total, onChange: setPage, showSizeChanger: false }}
      />
    </Modal>
  );
}

/**
 * Picks a record of another function (related forms): the field holds its id, and the
 * `fills` pairs copy the other record's fields into this form.
 */
function RelatedRecordPickerBase(props: RelatedRecordPickerProps) {
  const { value, onChange, fn, labelField, fills } = props;
  const disabled = props.disabled || props.readOnly;
  const services = useEngineServices();
  const placeholder = useRelatedPlaceholder();
  // In a wide sub-table's cell the button is its icon alone and the box has no link icon, so it keeps room for the label.
  const inCell = useContext(CellEditingContext) !== undefined;
  const field = useField<Field>();
  const [open, setOpen] = useState(false);
  // Opened after the first render, once the cell has focused the box: the dialog gives the focus back to what had it.
  useEffect(() => {
    if (props.defaultOpen && !disabled) setOpen(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const single = useRelatedLabel(fn, labelField, props.multiple ? undefined : value);
  const many = useRelatedLabels(fn, labelField, props.multiple ? value : undefined);
  const label = props.multiple ? many : single;
  const pickMany = (ids: (number | string)[]) => {
    onChange?.(ids);
    setOpen(false);
  };
  /** Writes the `fills` targets beside this field: the picked record's values, or nothing once it is unset. */
  const fill = (read: (from: string) => unknown) => {
    const base = field ? field.path.segments.slice(0, -1).join('.') : '';
    for (const [to, from] of Object.entries(fills ?? {})) field?.form.setValuesIn(base ? `${base}.${to}` : to, read(from));
  };
  const pick = (row: RelatedRow) => {
    onChange?.(row.id);
    fill((from) => row.data[from]);
    setOpen(false);
  };
  // What the record filled goes with it: a customer number must not outlive its customer.
  const clearValue = () => {
    onChange?.(undefined);
    if (!props.multiple) fill(() => undefined);
  };
  const clearable = !disabled && !isEmptyValue(value);
  // The box is read-only, and antd shows no clear icon on a read-only input: this one is the box's own.
  const clear = clearable ? (
    <CloseCircleFilled role="button" aria-label={services.t('engine.related.clear')} className="engine-related-clear" data-testid="related-clear"
      onMouseDown={(event) => event.preventDefault()} onClick={(event) => { event.stopPropagation(); clearValue(); }} />
  ) : <span />;
  const choose = services.t('engine.related.choose');
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          readOnly
          aria-label={props['aria-label']}
          aria-haspopup="dialog"
          value={label ?? ''}
          title={label}
          placeholder={placeholder}
          prefix={inCell ? undefined : <LinkOutlined />}
          suffix={clear}
          onClick={() => !disabled && setOpen(true)}
          onKeyDown={(event) => {
            if (disabled) return;
            // Nothing can be typed in the box: Delete and Backspace clear it, as its clear icon does.
            if (clearable && CLEARING_KEYS.has(event.key)) clearValue();
            else if (OPENING_KEYS.has(event.key)) setOpen(true);
            else return;
            event.preventDefault();
          }}
        />
        <Button disabled={disabled} onClick={() => setOpen(true)} data-testid="related-open" icon={inCell ? <SearchOutlined /> : undefined}
          aria-label={inCell ? choose : undefined} title={inCell ? choose : undefined}>{inCell ? null : choose}</Button>
      </Space.Compact>
      <PickDialog props={props} open={open} onClose={() => setOpen(false)} onPick={pick} onPickMany={pickMany} />
    </>
  );
}

/** Read-only: the related record's label. */
export function RelatedRecordText({ value, fn, labelField, multiple }: RelatedRecordPickerProps) {
  const single = useRelatedLabel(fn, labelField, multiple ? undefined : value);
  const many = useRelatedLabels(fn, labelField, multiple ? value : undefined);
  const label = multiple ? many : single;
  if (isEmptyValue(value)) return <span className="ant-formily-preview-text">-</span>;
  return <span className="engine-related"><LinkOutlined /> {label ?? String(value)}</span>;
}

export const RelatedRecordPicker = connect(RelatedRecordPickerBase, mapReadPretty(RelatedRecordText));

import { useEffect, useMemo, useRef, useState } from 'react';
import type { ArrayField } from '@formily/core';
import { Schema } from '@formily/react';
import { isTableColumn, registerCellRevealer, registerColumnOrder, rowSchemaOf } from '../lazy';

/** The width a column without its own `width` is reckoned at. */
const DEFAULT_COLUMN_PX = 160;
/** Columns mounted at first: as many as fill this width (a wide screen's table, and then some). */
export const FIRST_COLUMNS_PX = 1600;
/** A held-back column whose left edge comes this close to the screen's (or the table box's) right edge mounts, with AHEAD_PX more of columns after it. */
const NEAR_PX = 400;
const AHEAD_PX = 800;
/** Frames to wait for the table's header before giving up and mounting every column. */
const HEADER_FRAMES = 60;

export interface TableColumn { name: string; width: number; keys: string[] }


/**
 * The columns a sub-table shows, in order, as ArrayTable lists them (a column field's own
 * display once it exists, else its schema's): each with its width and the row fields it holds.
 * Undefined when the rows are not plain columns (a column inside a wrapper): those tables mount whole.
 */
export function tableColumns(schema: Schema, field?: ArrayField): TableColumn[] | undefined {
  const items = rowSchemaOf(schema);
  if (!items) return undefined;
  let plain = true;
  const columns = items.reduceProperties<TableColumn[], TableColumn[]>((out, node, name) => {
    if (!isTableColumn(node)) {
      if (node.properties && Object.keys(node.properties).length) plain = false;
      return out;
    }
    const display = field?.query(field.address.concat(String(name))).take()?.display
      ?? (node['x-visible'] === false || node['x-display'] === 'none' || node['x-display'] === 'hidden' ? 'none' : 'visible');
    if (display !== 'visible') return out;
    const width = Number((node['x-component-props'] as { width?: unknown } | undefined)?.width);
    const keys: string[] = [];
    node.mapProperties((_, key) => { keys.push(String(key)); });
    return [...out, { name: String(name), width: Number.isFinite(width) && width > 0 ? width : DEFAULT_COLUMN_PX, keys }];
  }, []);
  return plain ? columns : undefined;
}

/** How many columns from the left are mounted once `from` are and `px` more of width is wanted (at least one more). */
export function columnsWithin(widths: number[], from: number, px: number): number {
  let count = from;
  let width = 0;
  while (count < widths.length && (count === from || width < px)) width += widths[count++];
  return count;
}

/** The columns a table of these widths mounts at first. */
export const firstColumnCount = (widths: number[]): number => columnsWithin(widths, 0, FIRST_COLUMNS_PX);

const widthsOf = (columns: TableColumn[] | undefined) => (columns ?? []).map((c) => c.width);

/**
 * The schema with the cells of the columns from `count` on left empty (their fields are not
 * created). Every column keeps its width (an automatic table layout would squeeze the columns
 * onto the screen, where each held-back one would be "near" and mount the next): ArrayTable
 * reads a column's props once, when its field is made at the first render.
 */
export function withColumnsHeldBack(schema: Schema, columns: TableColumn[], count: number): Schema {
  const json = schema.toJSON() as { items?: unknown };
  const items = (Array.isArray(json.items) ? json.items[0] : json.items) as { properties?: Record<string, Record<string, unknown>> } | undefined;
  columns.forEach(({ name, width }, at) => {
    const column = items?.properties?.[name];
    if (!column) return;
    if (at >= count) column.properties = {};
    const keepWidth = () => ({ style: { minWidth: width } });
    column['x-component-props'] = { ...(column['x-component-props'] as object | undefined), onCell: keepWidth, onHeaderCell: keepWidth };
  });
  return new Schema(json as never, schema.parent);
}

/**
 * A wide sub-table's columns, mounted from the left as they near the screen (issue 20: a 50x50
 * table mounted its 200 cells of a page although a screen shows a fifth of them): the first
 * FIRST_COLUMNS_PX at once, then, when the first held-back column's header comes within
 * NEAR_PX of the screen (any scrolling container counts), the next AHEAD_PX more. Mounted
 * columns stay mounted, and always from the left, so Tab moves through cells in order.
 * Held-back cells are empty; their values live in the form, whose validation creates their
 * fields (useFieldModels); `revealField` mounts a cell's column on demand.
 *
 * Returns the schema ArrayTable is to render (the same schema when every column is mounted) and
 * whether the table is wider than its first mount (`holdsBack`, which stays so once every column is in).
 */
export function useColumnWindow(schema: Schema | undefined, field: ArrayField | undefined, wrapper: React.RefObject<HTMLElement>): { schema: Schema | undefined; holdsBack: boolean } {
  const columns = schema ? tableColumns(schema, field) : undefined;
  const total = columns?.length ?? 0;
  const first = columns ? firstColumnCount(widthsOf(columns)) : total;
  const [mounted, setMounted] = useState(first);
  const all = !columns || mounted >= total;
  const names = columns?.map((c) => c.name).join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `names` stands for the columns
  const windowed = useMemo(() => (all || !schema ? schema : withColumnsHeldBack(schema, columns!, mounted)), [schema, all, mounted, names]);
  const waiting = useRef<(() => void)[]>([]);
  const latest = useRef({ columns, mounted });
  latest.current = { columns, mounted };

  useEffect(() => {
    const done = waiting.current.splice(0);
    done.forEach((resolve) => resolve());
  }, [windowed]);

  useEffect(() => {
    if (all) return undefined;
    // Checked per frame while anything scrolls (a jump can carry the boundary past the screen in
    // one step, which an IntersectionObserver would never report), on resize, and at once.
    let frame = 0;
    let frames = 0;
    const check = () => {
      frame = 0;
      const box = wrapper.current;
      const header = box?.querySelectorAll('thead th')[mounted];
      if (!box || !header) {
        // ArrayTable lists its columns once their fields exist, a render or two after the table's first.
        if (++frames < HEADER_FRAMES) frame = requestAnimationFrame(check);
        else setMounted(total);
        return;
      }
      const edge = Math.min(window.innerWidth, box.getBoundingClientRect().right) + NEAR_PX;
      if (header.getBoundingClientRect().left <= edge) setMounted((m) => Math.max(m, columnsWithin(widthsOf(latest.current.columns), m, AHEAD_PX)));
    };
    const schedule = () => { if (!frame) frame = requestAnimationFrame(check); };
    check();
    document.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
    };
  }, [all, mounted, total, wrapper, windowed]);

  const form = field?.form;
  const path = field?.path.toString();
  useEffect(() => {
    if (!form || !path) return undefined;
    const placeOf = (key: string) => latest.current.columns?.findIndex((c) => c.keys.includes(key)) ?? -1;
    const dropOrder = registerColumnOrder(form, path, placeOf);
    const dropRevealer = registerCellRevealer(form, path, 'column', (key) => {
      const { columns: now, mounted: count } = latest.current;
      const at = placeOf(key);
      if (at < count) return Promise.resolve();
      return new Promise<void>((resolve) => {
        waiting.current.push(resolve);
        setMounted((m) => Math.max(m, columnsWithin(widthsOf(now), at + 1, AHEAD_PX)));
      });
    });
    return () => {
      dropOrder();
      dropRevealer();
    };
  }, [form, path]);

  return { schema: windowed, holdsBack: first < total };
}

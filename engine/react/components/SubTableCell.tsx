import React, { createContext, useContext } from 'react';
import { ConfigProvider, theme } from 'antd';
import { FormItem, useFormItemLayout } from '@formily/antd-v5';
import type { GeneralField } from '@formily/core';
import { isDataField } from '@formily/core';
import { ErrorTip } from './ErrorTip';

type FormItemProps = React.ComponentProps<typeof FormItem>;

/**
 * Set by the sub-table around its cells: the theme's style hash the cells' classes carry.
 * The table's own FormItem has registered Formily's item styles by then, so a cell does not.
 */
const SubTableCellContext = createContext<{ hashId: string } | null>(null);

/** Marks its children as the cells of a table (one theme look-up for all of them). */
export function SubTableCellScope({ children }: { children: React.ReactNode }) {
  const { hashId } = theme.useToken();
  const value = React.useMemo(() => ({ hashId }), [hashId]);
  return <SubTableCellContext.Provider value={value}>{children}</SubTableCellContext.Provider>;
}

/** The style hash of the enclosing sub-table, or null outside one. */
export function useSubTableCell(): { hashId: string } | null {
  return useContext(SubTableCellContext);
}

/** Decorator props the cell item draws itself; any other (a label, addons, an icon ...) takes Formily's FormItem. */
const CELL_PROPS = new Set(['className', 'style', 'gridSpan', 'feedbackText', 'feedbackStatus', 'feedbackLayout', 'asterisk']);

/** Whether a data field under these decorator props can be a cell item: no label, extra, addon, icon or popover feedback. */
export function isPlainCell(props: FormItemProps, field: GeneralField): boolean {
  if (!isDataField(field) || field.title || field.description || props.feedbackLayout === 'popover') return false;
  return Object.keys(props).every((key) => CELL_PROPS.has(key) || key.includes('data-'));
}

export interface CellFeedback {
  status?: string;
  text?: React.ReactNode;
}

/** The status and message Formily's FormItem shows for `field` (`error` wins as the message); read it inside an observer. */
export function cellFeedback(field: GeneralField, error?: React.ReactNode): CellFeedback {
  if (!isDataField(field)) return {};
  if (field.validating) return { status: 'pending' };
  const status = (field.decoratorProps as { feedbackStatus?: string }).feedbackStatus || field.validateStatus || undefined;
  if (error) return { status, text: error };
  const messages = field.selfErrors.length ? field.selfErrors : field.selfWarnings.length ? field.selfWarnings : field.selfSuccesses;
  return { status, text: messages.filter(Boolean).join(', ') || undefined };
}

type CellItemProps = FormItemProps & { hashId: string; testId?: string; error?: React.ReactNode; feedback: CellFeedback };

/**
 * A sub-table cell's decorator: the markup and classes Formily's FormItem draws for a field
 * without a label (`ant-formily-item-error`, the `-help` line under the control, the ErrorTip),
 * without its per-cell hooks (style registration, theme token, label overflow measure, a second
 * observer). A 50-column page has 200 of them.
 */
export function SubTableCellItem({ hashId, testId, error, feedback, children, ...props }: CellItemProps) {
  const layout = useFormItemLayout(props);
  const prefix = useContext(ConfigProvider.ConfigContext).getPrefixCls('formily-item');
  if (layout.inset || layout.feedbackLayout === 'popover') {
    // A look set on the form around the table (inset, popover messages): Formily's own item draws it.
    return (
      <FormItem data-testid={testId} {...(error ? { feedbackText: error } : {})} {...props}>
        <ErrorTip error={error}>{children}</ErrorTip>
      </FormItem>
    );
  }
  const { status, text } = feedback;
  const data = Object.fromEntries(Object.entries(props).filter(([key]) => key.includes('data-')));
  const classes = [
    props.className, prefix, `${prefix}-layout-${layout.layout}`,
    status && `${prefix}-${status}`,
    text && `${prefix}-feedback-has-text`,
    layout.size && `${prefix}-size-${layout.size}`,
    layout.feedbackLayout && `${prefix}-feedback-layout-${layout.feedbackLayout}`,
    layout.fullness && `${prefix}-fullness`,
    `${prefix}-label-align-${layout.labelAlign}`,
    `${prefix}-control-align-${layout.wrapperAlign ?? 'left'}`,
    layout.labelWrap && `${prefix}-label-wrap`,
    layout.wrapperWrap && `${prefix}-control-wrap`,
    layout.bordered === false && `${prefix}-bordered-none`,
    hashId,
  ].filter(Boolean).join(' ');
  const width = layout.wrapperWidth === 'auto' ? undefined : layout.wrapperWidth;
  const wrapperStyle = layout.wrapperWidth ? { ...layout.wrapperStyle, width, maxWidth: width } : { ...layout.wrapperStyle };
  return (
    <div data-testid={testId} {...data} style={{ ...layout.style }} data-grid-span={props.gridSpan} className={classes}>
      <div className={`${prefix}-control`}>
        <div className={`${prefix}-control-content`}>
          <div style={wrapperStyle} className={`${prefix}-control-content-component`}>
            <ErrorTip error={error}>{children}</ErrorTip>
          </div>
        </div>
        {text && layout.feedbackLayout !== 'none' ? (
          <div className={[status && `${prefix}-${status}-help`, `${prefix}-help`, `${prefix}-help-enter`, `${prefix}-help-enter-active`].filter(Boolean).join(' ')}>
            {text}
          </div>
        ) : null}
      </div>
    </div>
  );
}

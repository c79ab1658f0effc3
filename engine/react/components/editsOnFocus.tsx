import React, { createContext, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { PreviewText } from '@formily/antd-v5';
import { FieldContext, observer, useField } from '@formily/react';
import type { GeneralField } from '@formily/core';

/** How a focus-edited cell looks while it shows text: the box of the control it turns into. */
export interface CellEditing {
  className: string;
  style: React.CSSProperties;
  /** The box of a cell whose field has an error. */
  errorStyle: React.CSSProperties;
  /** An empty cell's `placeholder` text. */
  placeholderStyle: React.CSSProperties;
}

/**
 * Set by a sub-table whose cells show their values as text and become controls when focused
 * (a wide table: every mounted text box costs each keystroke, see `SubTable`). Undefined elsewhere.
 */
export const CellEditingContext = createContext<CellEditing | undefined>(undefined);

/** The field as its read-only view sees it: the same field, with `pattern` read as `readPretty`. */
function readPrettyView(field: GeneralField): GeneralField {
  return new Proxy(field, {
    get: (target, key) => (key === 'pattern' ? 'readPretty' : Reflect.get(target, key, target)),
  });
}

/** The control being typed in paints in a layer of its own, so a keystroke does not repaint the whole table. */
const OWN_LAYER: React.CSSProperties = { willChange: 'transform' };

/** Text in a cell reads as typed text, not in a read-only view's bold. */
const TYPED_TEXT: React.CSSProperties = { fontWeight: 'inherit' };

const hasErrors = (field: GeneralField) => 'selfErrors' in field && field.selfErrors.length > 0;

const TEXT_ENTRY = 'input:not([type=hidden]):not([readonly]), textarea';

/** Focuses the control's text box with the caret after its text. */
function focusTextEntry(box: HTMLElement | null): void {
  const entry = box?.querySelector<HTMLInputElement | HTMLTextAreaElement>(TEXT_ENTRY);
  if (!entry) return;
  entry.focus({ preventScroll: true });
  const end = entry.value.length;
  try { entry.setSelectionRange(end, end); } catch { /* inputs without a text selection (number) keep the browser's caret */ }
}

/**
 * Wraps a text-box field component so that, inside a `CellEditingContext`, an editable field
 * shows its read-only view in a box that looks like the control, reachable by Tab and click;
 * focusing it mounts the control, focused, and leaving the control shows the text again.
 * Every field keeps its Formily model (values, reactions, validation): only the control is held back.
 * Outside the context, and for fields that are not editable, the component renders as it is.
 */
export function editsOnFocus<C extends React.ComponentType<any>>(Editor: C): C { // eslint-disable-line @typescript-eslint/no-explicit-any
  const Control = Editor as React.ComponentType<Record<string, unknown>>;
  const Gated = observer((props: Record<string, unknown>) => {
    const editing = useContext(CellEditingContext);
    const field = useField();
    const [active, setActive] = useState(false);
    const box = useRef<HTMLDivElement>(null);
    const view = useMemo(() => (field ? readPrettyView(field) : undefined), [field]);
    useEffect(() => { if (active) focusTextEntry(box.current); }, [active]);
    if (!editing || !field || !view || field.pattern !== 'editable') return <Control {...props} />;
    if (!active) {
      const { placeholder } = props;
      return (
        <div className={editing.className} style={hasErrors(field) ? editing.errorStyle : editing.style} tabIndex={0} role="textbox" aria-label={field.title ? String(field.title) : undefined}
          data-cell-display="" onFocus={() => setActive(true)}>
          <PreviewText.Placeholder value={placeholder ? <span style={editing.placeholderStyle}>{String(placeholder)}</span> : '\u00a0'}>
            <FieldContext.Provider value={view}>
              <Control {...props} style={{ ...(props.style as React.CSSProperties | undefined), ...TYPED_TEXT }} />
            </FieldContext.Provider>
          </PreviewText.Placeholder>
        </div>
      );
    }
    const leave = (event: React.FocusEvent) => {
      if (!box.current?.contains(event.relatedTarget as Node | null)) setActive(false);
    };
    return <div ref={box} onBlur={leave} style={OWN_LAYER}><Control {...props} /></div>;
  });
  // Dotted names (`Input.TextArea`) resolve through the component's capitalised statics.
  const statics = Object.fromEntries(Object.entries(Editor).filter(([key]) => /^[A-Z]/.test(key)));
  return Object.assign(Gated, statics) as unknown as C;
}

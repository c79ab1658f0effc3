import React, { createContext, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { FieldContext, observer, useField, useFieldSchema } from '@formily/react';
import type { GeneralField } from '@formily/core';
import { isEmptyValue } from '../../index';

/** How a focus-edited cell looks while it shows text: the box of the control it turns into. */
export interface CellEditing {
  className: string;
  style: React.CSSProperties;
  /** The box of a cell whose field has an error. */
  errorStyle: React.CSSProperties;
  /** The box of a disabled cell (a disabled control's look); a read-only one keeps `style` without the text cursor. */
  disabledStyle: React.CSSProperties;
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

/**
 * The control being typed in paints in a layer of its own, so a keystroke does not repaint the
 * whole table; its width is the cell's, so a control wider than its text (a placeholder) does not widen the column.
 */
const OWN_LAYER: React.CSSProperties = { willChange: 'transform', contain: 'inline-size' };

/** Text in a cell reads as typed text, not in a read-only view's bold. */
const TYPED_TEXT: React.CSSProperties = { fontWeight: 'inherit' };

/** A read-only cell's box: the control's, without the text cursor of one that can be typed in. */
const READ_ONLY = (style: React.CSSProperties): React.CSSProperties => ({ ...style, cursor: 'default' });

/**
 * A text cell's whole text, for its tooltip: the box shows one line and cuts it with an ellipsis
 * (a long text, a text area's lines). Pickers and lists show a label, not their value.
 */
const wholeText = (role: string, value: unknown): string | undefined => (role === 'textbox' && typeof value === 'string' && value ? value : undefined);

const hasErrors = (field: GeneralField) => 'selfErrors' in field && field.selfErrors.length > 0;

const TEXT_ENTRY = 'input:not([type=hidden]):not([readonly]), textarea';
/** A control without a text box to type in (a choice list's read-only search box) takes the focus here. */
const FOCUSABLE = 'input:not([type=hidden]), [tabindex]:not([tabindex="-1"])';

/** Where a press landed in the shown text: the text of the node pressed and the offset in it. */
interface PressedText { text: string; offset: number }

type CaretDocument = Document & { caretPositionFromPoint?(x: number, y: number): { offsetNode: Node; offset: number } | null };

function pressedText(display: HTMLElement, x: number, y: number): PressedText | undefined {
  const doc = display.ownerDocument as CaretDocument;
  const position = doc.caretPositionFromPoint?.(x, y);
  const range = position ? undefined : doc.caretRangeFromPoint?.(x, y);
  const node = position?.offsetNode ?? range?.startContainer;
  if (!node || node.nodeType !== Node.TEXT_NODE || !display.contains(node)) return undefined;
  return { text: node.textContent ?? '', offset: position?.offset ?? range?.startOffset ?? 0 };
}

/**
 * Focuses the control's text box: the caret where the text was pressed when the box holds that
 * text as shown (plain text; a formatted number shows otherwise), else after its text.
 */
function focusTextEntry(box: HTMLElement | null, pressed: PressedText | undefined): void {
  const entry = box?.querySelector<HTMLInputElement | HTMLTextAreaElement>(TEXT_ENTRY);
  if (!entry) {
    box?.querySelector<HTMLElement>(FOCUSABLE)?.focus({ preventScroll: true });
    return;
  }
  entry.focus({ preventScroll: true });
  const at = pressed && pressed.text === entry.value ? pressed.offset : entry.value.length;
  try { entry.setSelectionRange(at, at); } catch { /* inputs without a text selection (number) keep the browser's caret */ }
}

/** The name a cell is announced by: its field's title, else its column's header. */
function cellName(field: GeneralField, schema: { parent?: { 'x-component-props'?: unknown } } | undefined): string | undefined {
  const own = 'title' in field ? field.title : undefined;
  if (typeof own === 'string' && own) return own;
  const header = (schema?.parent?.['x-component-props'] as { title?: unknown } | undefined)?.title;
  return typeof header === 'string' && header ? header : undefined;
}

/** A press on the control's own parts that take no focus (an addon, padding) keeps the focus in its text box. */
function keepFocusInside(event: React.MouseEvent): void {
  if (!(event.target as HTMLElement).closest('input, textarea, button, [tabindex]')) event.preventDefault();
}

/** What an empty cell shows: the control's placeholder, greyed, or nothing (not a read-only view's "-"). */
function EmptyText({ placeholder, style }: { placeholder?: unknown; style: React.CSSProperties }) {
  return placeholder ? <span style={style}>{String(placeholder)}</span> : <>{'\u00a0'}</>;
}

export interface EditsOnFocusOptions {
  /** The cell's role while it shows text: `textbox` (default), or `combobox` for pickers and choice lists. */
  role?: 'textbox' | 'combobox';
  /** A press on the cell opens the control's list or panel (`defaultOpen`): pickers and choice lists open on a press, not on focus. */
  openOnPress?: boolean;
  /**
   * A hook answering the placeholder the control shows of itself (a picker's, from its translations)
   * when the schema gives none: an empty cell shows it as the control would. Not handed to the statics.
   */
  usePlaceholder?: (props: Record<string, unknown>) => string | undefined;
}

const NO_PLACEHOLDER = (): undefined => undefined;

/** How the cell was entered: by a press (a click, a tap) or by the keyboard. */
type Entered = false | 'press' | 'key';

/**
 * Wraps a field component so that, inside a `CellEditingContext`, an editable field shows its
 * read-only view in a box that looks like the control, reachable by Tab and click; focusing it
 * mounts the control, focused, and leaving the control shows the text again. Every field keeps
 * its Formily model (values, reactions, validation): only the control is held back.
 * Outside the context, and for fields that are not editable, the component renders as it is.
 * Capitalised statics (`Input.TextArea`, `DatePicker.RangePicker`) are wrapped alike.
 */
export function editsOnFocus<C extends React.ComponentType<any>>(Editor: C, options: EditsOnFocusOptions = {}): C { // eslint-disable-line @typescript-eslint/no-explicit-any
  const Control = Editor as React.ComponentType<Record<string, unknown>>;
  const role = options.role ?? 'textbox';
  const useOwnPlaceholder = options.usePlaceholder ?? NO_PLACEHOLDER;
  const Gated = observer((props: Record<string, unknown>) => {
    const editing = useContext(CellEditingContext);
    const ownPlaceholder = useOwnPlaceholder(props);
    const field = useField();
    const [active, setActive] = useState<Entered>(false);
    const box = useRef<HTMLDivElement>(null);
    const pressed = useRef<{ text?: PressedText } | undefined>(undefined);
    /** The focus is somewhere in the control, its popup included (set by focus events, which React bubbles out of portals). */
    const within = useRef(false);
    /** The last press or key the control (its popup included) had: React hands it on from portals too. */
    const ownEvent = useRef<Event | undefined>(undefined);
    /** The text box shown while the control is not. */
    const display = useRef<HTMLDivElement>(null);
    /** The text box is being given the focus back (`takeFocusBack`): it does not open the control for that. */
    const quiet = useRef(false);
    const schema = useFieldSchema();
    const view = useMemo(() => (field ? readPrettyView(field) : undefined), [field]);
    useEffect(() => {
      if (!active) return undefined;
      ownEvent.current = undefined;
      focusTextEntry(box.current, pressed.current?.text);
      pressed.current = undefined;
      // A press or a key anywhere else closes the cell. Focus alone cannot tell: an element of the
      // popup that had it (a date panel's month button) may be removed, leaving it on the page unannounced.
      const elsewhere = (event: Event) => {
        if (event === ownEvent.current) return;
        ownEvent.current = undefined;
        setActive(false);
      };
      window.addEventListener('mousedown', elsewhere);
      window.addEventListener('keydown', elsewhere);
      return () => {
        within.current = false;
        window.removeEventListener('mousedown', elsewhere);
        window.removeEventListener('keydown', elsewhere);
        takeFocusBack();
      };
    }, [active]);
    /**
     * The cell closed on the control's own doing (a day picked in its panel closes the panel and
     * drops the focus): the focus, left on the page, comes back to the cell's text box, so Tab goes
     * on to the next cell as after typing. A press or key elsewhere, or a Tab on, leaves it be.
     */
    function takeFocusBack(): void {
      if (!ownEvent.current) return;
      ownEvent.current = undefined;
      // Once the task that closed the cell is done: a focus on its way elsewhere (a Tab) has arrived by then.
      setTimeout(() => {
        const lost = !document.activeElement || document.activeElement === document.body;
        if (!lost || !display.current) return;
        quiet.current = true;
        display.current.focus({ preventScroll: true });
        quiet.current = false;
      }, 0);
    }
    if (!editing || !field || !view) return <Control {...props} />;
    if (active) {
      // Kept while focused even if a reaction makes the field read-only meanwhile: the control is not mounted again.
      const leave = (event: React.FocusEvent) => {
        // The window losing focus blurs the control too; it stays, as an input would keep its caret.
        if (document.activeElement === event.target || !document.hasFocus()) return;
        within.current = false;
        const to = event.relatedTarget as Node | null;
        if (box.current?.contains(to)) return;
        // On to another cell of the table: now.
        if (to && box.current?.closest('table')?.contains(to)) {
          setActive(false);
          return;
        }
        // Elsewhere the focus may go on into the control's popup (a date panel): outside the box in the
        // page, but inside it in React's tree, so its focus event comes here next. Decided once it settled.
        setTimeout(() => { if (!within.current) setActive(false); }, 0);
      };
      const open = options.openOnPress && active === 'press' ? { defaultOpen: true } : undefined;
      return (
        <div ref={box} onBlur={leave} onFocus={() => { within.current = true; }} onMouseDown={keepFocusInside} style={OWN_LAYER}
          onMouseDownCapture={(event) => { ownEvent.current = event.nativeEvent; }} onKeyDownCapture={(event) => { ownEvent.current = event.nativeEvent; }}>
          <Control aria-label={cellName(field, schema)} {...props} {...open} />
        </div>
      );
    }
    if (field.pattern === 'readPretty') return <Control {...props} />;
    const { value } = props;
    const placeholder = props.placeholder ?? ownPlaceholder;
    const invalid = hasErrors(field);
    const text = isEmptyValue(value) ? <EmptyText placeholder={placeholder} style={editing.placeholderStyle} /> : (
      <FieldContext.Provider value={view}>
        <Control {...props} style={{ ...(props.style as React.CSSProperties | undefined), ...TYPED_TEXT }} />
      </FieldContext.Provider>
    );
    // A disabled or read-only cell is never edited: it shows its text as its control would look, and
    // nothing is mounted for it. Read-only, it still takes the focus (its text can be selected), as an input would.
    const editable = field.pattern === 'editable';
    const disabled = field.pattern === 'disabled';
    const look = disabled ? editing.disabledStyle : invalid ? editing.errorStyle : editing.style;
    return (
      <div ref={editable ? display : undefined} className={editing.className} style={editable || disabled ? look : READ_ONLY(look)}
        tabIndex={disabled ? undefined : 0} role={role} aria-label={cellName(field, schema)} aria-disabled={disabled || undefined}
        aria-readonly={editable || disabled ? undefined : true} aria-invalid={invalid || undefined}
        aria-expanded={editable && role === 'combobox' ? false : undefined}
        aria-placeholder={editable && role === 'textbox' && placeholder && isEmptyValue(value) ? String(placeholder) : undefined} data-cell-display=""
        title={wholeText(role, value)}
        {...(editable ? {
          onMouseDown: (event: React.MouseEvent<HTMLDivElement>) => {
            pressed.current = event.button === 0 ? { text: pressedText(event.currentTarget, event.clientX, event.clientY) } : undefined;
          },
          onFocus: () => { if (!quiet.current) setActive(pressed.current ? 'press' : 'key'); },
          onKeyDown: (event: React.KeyboardEvent) => { if (event.key === 'Enter' || event.key === 'F2') setActive('key'); },
        } : undefined)}>
        {text}
      </div>
    );
  });
  const statics = Object.fromEntries(Object.entries(Editor)
    .filter(([key, value]) => /^[A-Z]/.test(key) && value && (typeof value === 'function' || typeof value === 'object'))
    .map(([key, value]) => [key, editsOnFocus(value as React.ComponentType, { ...options, usePlaceholder: undefined })]));
  return Object.assign(Gated, statics) as unknown as C;
}

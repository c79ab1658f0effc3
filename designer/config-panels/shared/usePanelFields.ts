import { useMemo } from 'react';
import { useDesignFunction, useText } from '../../state';
import { panelFields, type PanelField } from '../model/listFields';

/** The open function's top-level declared fields with their titles resolved, for pickers. */
export function usePanelFields(): (PanelField & { label: string })[] {
  const fn = useDesignFunction();
  const text = useText();
  const fields = useMemo(() => panelFields(fn), [fn.fields, fn.form]); // eslint-disable-line react-hooks/exhaustive-deps
  return fields.map((f) => ({ ...f, label: text(f.title) }));
}

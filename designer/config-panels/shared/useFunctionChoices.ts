import { useEffect, useState } from 'react';
import { useDesignerPost, type FunctionDesign, type FunctionRow } from '../../api';
import { resolveTexts, toLang, toPackLang, type PackFunction } from '../../../engine/index';
import { useTranslation } from 'react-i18next';
import { designStore } from '../../state';
import { panelFields } from '../model/listFields';

export interface FunctionChoice { value: string; label: string; code: string; name: string }

/** Every function of the tenant (`design/list`, first 200), as options for "target form" and "other form". */
export function useFunctionChoices(): { choices: FunctionChoice[]; loading: boolean } {
  const post = useDesignerPost();
  const [choices, setChoices] = useState<FunctionChoice[]>([]);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    let live = true;
    post<{ records: FunctionRow[] }>('/api/fn/design/list', { current: 1, size: 200 }, { silent: true })
      .then((page) => live && setChoices(page.records.map((r) => ({ value: r.code, code: r.code, name: r.name, label: `${r.name} · ${r.code}` }))))
      .catch(() => live && setChoices([]))
      .finally(() => live && setLoading(false));
    return () => { live = false; };
  }, [post]);
  return { choices, loading };
}

export interface OtherField { value: string; label: string; type?: string }

/**
 * The top-level fields of another function (`design/get`: its draft, else the published
 * definition), titles in the interface language. The open function answers from the store.
 */
export function useFunctionFields(code: string | undefined): { fields: OtherField[]; loading: boolean } {
  const post = useDesignerPost();
  const { i18n } = useTranslation();
  const [fields, setFields] = useState<OtherField[]>([]);
  const [loading, setLoading] = useState(false);
  const lang = toPackLang(toLang(i18n.language));
  useEffect(() => {
    if (!code) return setFields([]);
    let live = true;
    const show = (fn: PackFunction | null, locales: Record<string, Record<string, string>>) => {
      const locale = locales[lang] ?? {};
      setFields(fn ? panelFields(fn).map((f) => ({ value: f.key, type: f.type, label: `${resolveTexts(f.title, locale)} (${f.key})` })) : []);
    };
    const open = designStore.getState();
    if (open.fn?.code === code) {
      show(open.fn, open.locales);
      return;
    }
    setLoading(true);
    post<FunctionDesign>('/api/fn/design/get', { code }, { silent: true })
      .then((d) => live && show(d.draft ?? d.published, d.locales ?? {}))
      .catch(() => live && setFields([]))
      .finally(() => live && setLoading(false));
    return () => { live = false; };
  }, [code, post, lang]);
  return { fields, loading };
}

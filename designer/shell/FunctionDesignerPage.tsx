import { Result, Spin, Tabs } from 'antd';
import React, { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useDesignerPost, type FunctionDesign } from '../api';
import { ButtonsPanel, ListSearchPanel, RelatedFormsPanel, RulesPanel, SerialRulesPanel } from '../config-panels';
import { BpmnView, FlowDesigner, SimulationPanel } from '../flow-designer';
import { FormDesigner } from '../form-designer';
import { BasicInfoPanel, FUNCTION_LIST_PATH } from '../functions';
import { TextsPanel } from '../texts';
import { designStore, isDirty, useDesign, type HistoryEntry } from '../state';
import { DesignerToolbar } from './DesignerToolbar';
import { DESIGNER_TABS, isDesignerTab, type DesignerTab } from './tabs';
import { useDesignerActions } from './useDesignerActions';
import { useUndoKeys } from './useUndoKeys';
import './designer.css';

const PANELS: Record<DesignerTab, React.ComponentType> = {
  basic: BasicInfoPanel,
  form: FormDesigner,
  list: ListSearchPanel,
  buttons: ButtonsPanel,
  serial: SerialRulesPanel,
  related: RelatedFormsPanel,
  rules: RulesPanel,
  texts: TextsPanel,
  flow: FlowDesigner,
  bpmn: BpmnView,
  simulation: SimulationPanel,
};

/** The designer of one function (spec 001 "extension config"): tabs for every part of the pack, one save and publish. */
export function FunctionDesignerPage() {
  const { code = '' } = useParams();
  const post = useDesignerPost();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: DesignerTab = isDesignerTab(params.get('tab')) ? (params.get('tab') as DesignerTab) : 'form';
  const setTab = (next: string) => setParams((p) => { p.set('tab', next); return p; }, { replace: true });
  const [failed, setFailed] = useState(false);
  const loaded = useDesign((s) => s.fn?.code === code);
  const actions = useDesignerActions(code, () => setTab('flow'));
  // One history for the function: an undo reverts the latest edit and shows the tab that made it.
  const showEdit = (entry: HistoryEntry | null) => { if (entry && entry.tab !== tab && isDesignerTab(entry.tab)) setTab(entry.tab); };
  const undo = () => showEdit(designStore.getState().undo());
  const redo = () => showEdit(designStore.getState().redo());
  useUndoKeys(undo, redo);
  useEffect(() => { designStore.getState().setTab(tab); }, [tab]);

  useEffect(() => {
    let live = true;
    setFailed(false);
    post<FunctionDesign>('/api/fn/design/get', { code }).then((d) => {
      if (!live) return;
      const fn = d.draft ?? d.published;
      if (!fn) return setFailed(true);
      designStore.getState().load(fn, d.locales);
      actions.setState({ state: d.state, version: d.version });
    }, () => live && setFailed(true));
    return () => { live = false; };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code]);

  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => { if (isDirty(designStore.getState())) e.preventDefault(); };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  if (failed) return <Result status="warning" title={t('designer.common.loadFailed')} data-testid="designer-load-failed" />;
  if (!loaded) return <div className="designer-loading"><Spin size="large" /></div>;

  return (
    <div className="designer-page" data-testid="designer-page">
      <DesignerToolbar
        state={actions.state}
        busy={actions.busy}
        onBack={() => navigate(FUNCTION_LIST_PATH)}
        onSave={() => void actions.save()}
        onPublish={actions.confirmPublish}
        onUndo={undo}
        onRedo={redo}
      />
      <Tabs
        className="designer-tabs"
        activeKey={tab}
        onChange={setTab}
        destroyInactiveTabPane
        items={DESIGNER_TABS.map(({ key }) => {
          const Panel = PANELS[key];
          return {
            key,
            label: <span data-testid={`designer-tab-${key}`}>{t(`designer.common.tabs.${key}`)}</span>,
            children: (
              <div className="designer-panel" data-testid={`designer-panel-${key}`}>
                <Suspense fallback={<Spin />}><Panel /></Suspense>
              </div>
            ),
          };
        })}
      />
    </div>
  );
}

import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Empty, Space, Spin } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { toBpmnXml, type FlowDefinition } from '../../../engine/index';
import { downloadText } from '../../shared';
import { useDesignFunction, useText } from '../../state';
import { flowProblems } from '../model';
import '../flowDesigner.css';

type Viewer = { importXML(xml: string): Promise<{ warnings: unknown[] }>; get(name: 'canvas'): { zoom(level: string, center: string): void }; destroy(): void };

/**
 * The BPMN tab: the current (unsaved) flow compiled to BPMN 2.0 XML by the
 * engine and drawn by bpmn-js's NavigatedViewer, which loads on first use in
 * its own chunk; "Export .bpmn" downloads `<code>.bpmn`.
 */
export function BpmnView() {
  const { t } = useTranslation();
  const text = useText();
  const fn = useDesignFunction();
  const flow = fn.flow as FlowDefinition | undefined;
  const container = useRef<HTMLDivElement>(null);
  const viewer = useRef<Viewer | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const xml = useMemo(() => {
    if (!flow) return null;
    try {
      return toBpmnXml(flow, { id: fn.code, name: text(fn.name) });
    } catch {
      return null;
    }
  }, [flow, fn.code, fn.name, text]);
  const unfinished = useMemo(() => flowProblems(fn).length > 0, [fn]);

  useEffect(() => {
    if (!xml || !container.current) return;
    let live = true;
    (async () => {
      try {
        if (!viewer.current) {
          const [{ default: NavigatedViewer }] = await Promise.all([import('bpmn-js/lib/NavigatedViewer'), import('./viewerStyles')]);
          if (!live || !container.current) return;
          viewer.current = new NavigatedViewer({ container: container.current }) as unknown as Viewer;
        }
        await viewer.current.importXML(xml);
        if (!live) return;
        viewer.current.get('canvas').zoom('fit-viewport', 'auto');
        setState('ready');
      } catch {
        if (live) setState('failed');
      }
    })();
    return () => { live = false; };
  }, [xml]);

  useEffect(() => () => { viewer.current?.destroy(); viewer.current = null; }, []);

  if (!flow || !xml) return <Empty className="flw-bpmn-empty" description={t('designer.flow.bpmn.empty')} />;
  return (
    <div className="flw-root">
      <Space className="flw-status" style={{ justifyContent: 'space-between', width: '100%' }}>
        <span className="flw-hint">{t('designer.flow.bpmn.hint')}</span>
        <Button icon={<DownloadOutlined />} data-testid="bpmn-export" onClick={() => downloadText(`${fn.code}.bpmn`, xml, 'application/xml')}>
          {t('designer.flow.bpmn.export')}
        </Button>
      </Space>
      {unfinished && <Alert type="warning" showIcon message={t('designer.flow.bpmn.unfinished')} />}
      {state === 'failed' && <Alert type="error" showIcon message={t('designer.flow.bpmn.failed')} />}
      <Spin spinning={state === 'loading'}>
        <div ref={container} className="flw-bpmn-canvas" data-testid="bpmn-canvas" data-state={state} />
      </Spin>
    </div>
  );
}

import {
  CheckOutlined, CloseOutlined, EyeOutlined, RedoOutlined, RollbackOutlined, SwapOutlined, UsergroupAddOutlined,
} from '@ant-design/icons';
import { App, Button, Descriptions, Drawer, Popconfirm, Result, Skeleton, Space, Typography } from 'antd';
import React, { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getProcessDetail, markRead, recall, resubmit, type ProcessDetail, type ProcessRow } from '../../api';
import { useSessionStore } from '../../stores';
import { useIsPhone } from '../../components';
import { ActionDialogs, type DialogKind } from './ActionDialogs';
import { allowedActions, type DrawerAction } from './allowedActions';
import { FlowView } from './FlowView';
import { formatDuration, formatTime } from './format';
import { hasEditable } from './permittedSchema';
import { StateTag } from './StateTag';
import { TaskTimeline } from './TaskTimeline';
import { useClickGuard } from './useClickGuard';

const RecordView = lazy(() => import('./RecordView'));

/** Spec 000/001 section 9: drawers open at 45 % of the width. */
export const DRAWER_WIDTH = '45%';

export interface ApprovalDrawerProps {
  row: ProcessRow | null;
  onClose: () => void;
  /** Something changed on the server (an action succeeded). */
  onChanged: () => void;
}

/** The approval drawer: record under the node's permissions, flow, task records and the actions the state allows. */
export function ApprovalDrawer({ row, onClose, onChanged }: ApprovalDrawerProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const user = useSessionStore((s) => s.user);
  const guard = useClickGuard();
  const [detail, setDetail] = useState<ProcessDetail | null>(null);
  const [failed, setFailed] = useState(false);
  const [dialog, setDialog] = useState<DialogKind | null>(null);
  const [ccUnread, setCcUnread] = useState(false);
  const [busy, setBusy] = useState<DrawerAction | null>(null);
  const readValues = useRef<(() => Record<string, unknown>) | null>(null);
  const id = row?.processInstanceId;
  // On a phone the drawer is the whole screen, one column, actions in a bottom sheet (issue 18).
  const phone = useIsPhone();

  const load = useCallback(async () => {
    if (id === undefined) return;
    setFailed(false);
    try {
      setDetail(await getProcessDetail(id));
    } catch {
      setFailed(true);
    }
  }, [id]);

  useEffect(() => {
    setDetail(null);
    setCcUnread(row?.read === false);
    void load();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [load]);

  const done = (text: string, close: boolean) => {
    void message.success(text);
    onChanged();
    if (close) onClose();
    else void load();
  };
  const edits = () => {
    if (!detail || !readValues.current || !hasEditable(detail.fieldPermissions)) return undefined;
    const values = readValues.current();
    return Object.fromEntries(Object.entries(values).filter(([k]) => detail.fieldPermissions[k] === 'editable'));
  };
  const act = (kind: DrawerAction, call: () => Promise<unknown>, text: string, close = false) => guard(async () => {
    setBusy(kind);
    try {
      await call();
      if (kind === 'markRead') setCcUnread(false);
      done(text, close);
    } catch {
      /* the request layer has shown the server's message */
    } finally {
      setBusy(null);
    }
  });

  const actions = detail ? allowedActions(detail, user?.id, ccUnread) : [];
  const has = (a: DrawerAction) => actions.includes(a);
  const footer = detail && actions.length > 0 && (
    <div className={phone ? 'tc-drawer__footer tc-drawer__footer--phone' : 'tc-drawer__footer'} data-testid="drawer-actions">
      <Space wrap>
        {has('addSign') && <Button icon={<UsergroupAddOutlined />} onClick={() => setDialog('addSign')} data-testid="action-addSign">{t('taskCenter.action.addSign')}</Button>}
        {has('transfer') && <Button icon={<SwapOutlined />} onClick={() => setDialog('transfer')} data-testid="action-transfer">{t('taskCenter.action.transfer')}</Button>}
        {has('recall') && (
          <Popconfirm title={t('taskCenter.confirmRecall')} onConfirm={act('recall', () => recall(detail.instance.processInstanceId), t('taskCenter.done.recall'))}
            okButtonProps={{ 'data-testid': 'recall-confirm' } as never}>
            <Button icon={<RollbackOutlined />} loading={busy === 'recall'} data-testid="action-recall">{t('taskCenter.action.recall')}</Button>
          </Popconfirm>
        )}
        {has('markRead') && (
          <Button type="primary" icon={<EyeOutlined />} loading={busy === 'markRead'} data-testid="action-markRead"
            onClick={act('markRead', () => markRead(detail.instance.processInstanceId), t('taskCenter.done.markRead'))}>
            {t('taskCenter.action.markRead')}
          </Button>
        )}
        {has('resubmit') && (
          <Button type="primary" icon={<RedoOutlined />} loading={busy === 'resubmit'} data-testid="action-resubmit"
            onClick={act('resubmit', () => resubmit(detail.instance.processInstanceId, edits()), t('taskCenter.done.resubmit'))}>
            {t('taskCenter.action.resubmit')}
          </Button>
        )}
        {has('reject') && <Button danger icon={<CloseOutlined />} onClick={() => setDialog('reject')} data-testid="action-reject">{t('taskCenter.action.reject')}</Button>}
        {has('approve') && <Button type="primary" icon={<CheckOutlined />} onClick={() => setDialog('approve')} data-testid="action-approve">{t('taskCenter.action.approve')}</Button>}
      </Space>
    </div>
  );

  const inst = detail?.instance;
  return (
    <Drawer
      open={!!row}
      width={phone ? '100%' : DRAWER_WIDTH}
      push={phone ? false : undefined}
      onClose={onClose}
      destroyOnClose
      title={row ? <span data-testid="drawer-title">{inst?.title ?? row.title}</span> : null}
      extra={inst && <StateTag state={inst.state} />}
      footer={footer}
      className={phone ? 'tc-drawer tc-drawer--phone' : 'tc-drawer'}
      data-testid="approval-drawer"
    >
      {failed && <Result status="warning" title={t('taskCenter.loadFailed')} extra={<Button onClick={load}>{t('list.refresh')}</Button>} />}
      {!failed && !detail && <Skeleton active paragraph={{ rows: 10 }} />}
      {detail && inst && (
        <div className="tc-drawer__body" data-testid="drawer-body" data-role={detail.viewer.role}>
          <Descriptions size="small" column={phone ? 1 : 2} className="tc-facts" items={[
            { key: 'no', label: t('taskCenter.col.applicationNo'), children: <span className="tc-mono">{inst.applicationNo}</span> },
            { key: 'fn', label: t('taskCenter.col.function'), children: inst.functionName },
            { key: 'initiator', label: t('taskCenter.col.initiator'), children: inst.initiator },
            { key: 'node', label: t('taskCenter.col.node'), children: inst.currentNodeName || '-' },
            { key: 'approvers', label: t('taskCenter.col.approvers'), children: inst.currentApprovers || '-' },
            { key: 'id', label: t('taskCenter.col.processInstanceId'), children: <span className="tc-mono">{inst.processInstanceId}</span> },
            { key: 'start', label: t('taskCenter.col.startedAt'), children: formatTime(inst.startedAt) },
            { key: 'submitted', label: t('taskCenter.col.submittedAt'), children: formatTime(inst.submittedAt) },
            { key: 'total', label: t('taskCenter.col.totalTime'), children: formatDuration(inst.totalTime, t) },
          ]} />
          {inst.abnormalReason && <Typography.Text type="danger">{inst.abnormalReason}</Typography.Text>}
          <section className="tc-section">
            <h4 className="tc-section__title">{t('taskCenter.section.form')}</h4>
            <Suspense fallback={<Skeleton active />}>
              <RecordView functionCode={inst.functionCode} functionVersion={inst.functionVersion} record={detail.record} permissions={detail.fieldPermissions}
                onValues={(read) => { readValues.current = read; }} />
            </Suspense>
          </section>
          <div className="tc-drawer__split">
            <section className="tc-section">
              <h4 className="tc-section__title">{t('taskCenter.section.flow')}</h4>
              <FlowView instance={inst} history={detail.history} />
            </section>
            <section className="tc-section">
              <h4 className="tc-section__title">{t('taskCenter.section.records')}</h4>
              <TaskTimeline history={detail.history} />
            </section>
          </div>
        </div>
      )}
      {detail && detail.viewer.taskId !== null && user && (
        <ActionDialogs
          kind={dialog}
          taskId={detail.viewer.taskId}
          myUserId={Number(user.id)}
          edits={edits}
          opinionRequired={detail.currentTask?.opinionRequired ?? row?.opinionRequired ?? false}
          canRejectToNode={detail.currentTask?.canRejectToNode ?? true}
          guard={guard}
          sheet={phone}
          onClose={() => setDialog(null)}
          onDone={(kind) => {
            setDialog(null);
            done(t(`taskCenter.done.${kind}`), true);
          }}
        />
      )}
    </Drawer>
  );
}

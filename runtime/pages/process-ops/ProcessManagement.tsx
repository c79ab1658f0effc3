import { RollbackOutlined, StopOutlined, SwapOutlined } from '@ant-design/icons';
import { App, Button, Form, Modal, Select, Table } from 'antd';
import React, { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cancelProcess, forcedReturn, getProcessDetail, pageAllProcesses, processTree, transfer, type ProcessRow, type ProcessTreeGroup, type TaskRecord,
} from '../../api';
import { processColumns, ApprovalDrawer, type ProcessFilter, ProcessSearch, useClickGuard, useProcessList, UserPicker } from '../task-center';
import { isOperable } from './isOperable';

/** Process management: every instance of the tenant, searched on the server; forced return, cancel, change approver on the selected one. */
export function ProcessManagement() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const guard = useClickGuard();
  const [filter, setFilter] = useState<ProcessFilter>({});
  const [tree, setTree] = useState<ProcessTreeGroup[]>([]);
  const [selected, setSelected] = useState<ProcessRow | null>(null);
  const [opened, setOpened] = useState<ProcessRow | null>(null);
  const [pendingTasks, setPendingTasks] = useState<TaskRecord[] | null>(null);
  const [form] = Form.useForm();
  const list = useProcessList(pageAllProcesses, filter);

  useEffect(() => {
    processTree().then(setTree, () => setTree([]));
  }, []);

  const requireOperable = (): ProcessRow | null => {
    if (!selected) {
      void message.warning(t('processOps.selectProcess'));
      return null;
    }
    if (!isOperable(selected)) {
      void message.warning(t('processOps.notOperable'));
      return null;
    }
    return selected;
  };
  const afterAction = (text: string) => {
    void message.success(text);
    setSelected(null);
    list.reload();
  };
  const onForcedReturn = guard(() => {
    const row = requireOperable();
    if (!row) return;
    modal.confirm({
      title: t('processOps.forcedReturn'), content: t('processOps.confirmForcedReturn', { title: row.title }),
      okButtonProps: { 'data-testid': 'ops-confirm' } as never,
      onOk: () => forcedReturn(row.processInstanceId).then(() => afterAction(t('processOps.done.forcedReturn')), () => undefined),
    });
  });
  const onCancel = guard(() => {
    if (!selected) return void message.warning(t('processOps.selectProcess'));
    const row = selected;
    modal.confirm({
      title: t('processOps.cancel'), content: t('processOps.confirmCancel', { title: row.title }), okType: 'danger',
      okButtonProps: { 'data-testid': 'ops-confirm' } as never,
      onOk: () => cancelProcess(row.processInstanceId).then(() => afterAction(t('processOps.done.cancel')), () => undefined),
    });
  });
  const onChangeApprover = guard(async () => {
    const row = requireOperable();
    if (!row) return;
    const detail = await getProcessDetail(row.processInstanceId);
    form.resetFields();
    setPendingTasks(detail.history.filter((h) => h.state === 'pending'));
  });
  const submitChange = guard(async () => {
    const v = await form.validateFields();
    const task = pendingTasks?.find((p) => p.taskId === v.taskId);
    if (!task) return;
    await transfer(task.taskId, task.operatorId, v.toUserId).then(() => {
      setPendingTasks(null);
      afterAction(t('processOps.done.changeApprover'));
    }, () => undefined);
  });

  return (
    <>
      <ProcessSearch tree={tree} onSearch={setFilter} />
      <div className="po-toolbar">
        <Button icon={<RollbackOutlined />} onClick={onForcedReturn} data-testid="ops-forcedReturn">{t('processOps.forcedReturn')}</Button>
        <Button icon={<SwapOutlined />} onClick={onChangeApprover} data-testid="ops-changeApprover">{t('processOps.changeApprover')}</Button>
        <Button danger icon={<StopOutlined />} onClick={onCancel} data-testid="ops-cancel">{t('processOps.cancel')}</Button>
      </div>
      <div data-testid="ops-table">
        <Table<ProcessRow>
          rowKey="processInstanceId"
          rowSelection={{ type: 'radio', selectedRowKeys: selected ? [selected.processInstanceId] : [], onChange: (_k, rows) => setSelected(rows[0] ?? null) }}
          columns={processColumns('apply', t, setOpened)}
          dataSource={list.rows}
          loading={list.loading}
          tableLayout="auto"
          scroll={{ x: 'max-content' }}
          pagination={{ current: list.current, pageSize: list.size, total: list.total, showTotal: (n) => t('list.total', { total: n }) }}
          onChange={(p) => list.setPage(p.current ?? 1, p.pageSize ?? 10)}
        />
      </div>
      <Modal open={!!pendingTasks} title={t('processOps.changeApprover')} onCancel={() => setPendingTasks(null)} onOk={submitChange}
        okButtonProps={{ 'data-testid': 'ops-change-ok' } as never} destroyOnClose>
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="taskId" label={t('taskCenter.dialog.original')} rules={[{ required: true, message: t('taskCenter.dialog.originalRequired') }]}>
            <Select options={(pendingTasks ?? []).map((p) => ({ value: p.taskId, label: `${p.operator} · ${p.nodeName}` }))} data-testid="ops-from" />
          </Form.Item>
          <Form.Item name="toUserId" label={t('taskCenter.dialog.forwarded')} rules={[{ required: true, message: t('taskCenter.dialog.forwardedRequired') }]}>
            <UserPicker testId="ops-to" />
          </Form.Item>
        </Form>
      </Modal>
      <ApprovalDrawer row={opened} onClose={() => setOpened(null)} onChanged={list.reload} />
    </>
  );
}

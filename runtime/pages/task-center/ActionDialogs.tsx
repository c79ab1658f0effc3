import { Button, Drawer, Form, Input, Modal, Radio, Select } from 'antd';
import React, { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addSign, approve, reject, transfer, turnNodes, type RejectMode, type TurnNode } from '../../api';
import { UserPicker } from './UserPicker';

export type DialogKind = 'approve' | 'reject' | 'addSign' | 'transfer';

export interface ActionDialogsProps {
  kind: DialogKind | null;
  taskId: number;
  myUserId: number;
  /** Edits of editable fields, sent with an approval. */
  edits?: () => Record<string, unknown> | undefined;
  /** The task's node requires an opinion to approve (the server's `opinionRequired`). */
  opinionRequired?: boolean;
  /** False when there is no earlier node to return to (the server's `canRejectToNode`). */
  canRejectToNode?: boolean;
  onClose: () => void;
  onDone: (kind: DialogKind) => void;
  guard: <A extends unknown[]>(fn: (...args: A) => unknown) => (...args: A) => void;
  /** A phone: the form opens in a bottom sheet instead of a dialog. */
  sheet?: boolean;
}

/** What the dialog's form holds; which fields are filled depends on the action. */
interface ActionValues {
  opinion: string;
  mode: RejectMode;
  nodeId?: string;
  position: 'before' | 'after';
  userIds: (number | string)[];
  fromUserId: number | string;
  toUserId: number | string;
}

/** The dialogs behind approve, reject, add-sign and transfer; each validates before it calls the server. */
export function ActionDialogs({ kind, taskId, myUserId, edits, opinionRequired = false, canRejectToNode = true, onClose, onDone, guard, sheet = false }: ActionDialogsProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const [nodes, setNodes] = useState<TurnNode[]>([]);
  const mode = Form.useWatch('mode', form) as RejectMode | undefined;

  useEffect(() => {
    if (!kind) return;
    form.resetFields();
    if (kind === 'reject') turnNodes(taskId).then(setNodes, () => setNodes([]));
    if (kind === 'transfer') form.setFieldsValue({ fromUserId: myUserId });
  }, [kind, taskId, myUserId, form]);

  const send = async (v: ActionValues) => {
    setBusy(true);
    try {
      if (kind === 'approve') await approve(taskId, v.opinion, edits?.());
      if (kind === 'reject') await reject(taskId, v.opinion, v.mode, v.nodeId);
      if (kind === 'addSign') await addSign(taskId, v.position, v.userIds);
      if (kind === 'transfer') await transfer(taskId, v.fromUserId, v.toUserId);
      onDone(kind!);
    } catch {
      /* the request layer has shown the server's message */
    } finally {
      setBusy(false);
    }
  };

  // Only a valid form counts as a click on the server action: fixing a field and confirming again is fine.
  const run = () => form.validateFields().then((v) => guard(send)(v), () => undefined);

  const required = (key: string) => [{ required: true, message: t(key) }];
  const body = () => {
    switch (kind) {
      case 'approve':
        return (
          <Form.Item
            name="opinion"
            label={t('taskCenter.dialog.opinion')}
            rules={opinionRequired ? [{ required: true, whitespace: true, message: t('taskCenter.dialog.opinionRequired') }] : []}
          >
            <Input.TextArea
              rows={4}
              maxLength={2000}
              showCount
              placeholder={t(opinionRequired ? 'taskCenter.dialog.approveOpinionRequired' : 'taskCenter.dialog.approveOpinion')}
              data-testid="dialog-opinion"
            />
          </Form.Item>
        );
      case 'reject':
        return (
          <>
            <Form.Item name="mode" label={t('taskCenter.dialog.rejectMode')} initialValue="toInitiator" rules={required('taskCenter.dialog.modeRequired')}>
              <Radio.Group data-testid="dialog-mode">
                <Radio value="toInitiator" data-testid="mode-toInitiator">{t('taskCenter.reject.toInitiator')}</Radio>
                <Radio value="toNode" disabled={!canRejectToNode} data-testid="mode-toNode">{t('taskCenter.reject.toNode')}</Radio>
                <Radio value="final" data-testid="mode-final">{t('taskCenter.reject.final')}</Radio>
              </Radio.Group>
            </Form.Item>
            {mode === 'toNode' && (
              <Form.Item name="nodeId" label={t('taskCenter.dialog.node')} rules={required('taskCenter.dialog.nodeRequired')}>
                <Select
                  options={nodes.map((n) => ({ value: n.nodeId, label: n.nodeName }))}
                  placeholder={t('taskCenter.dialog.node')}
                  notFoundContent={t('taskCenter.dialog.noNodes')}
                  data-testid="dialog-node"
                />
              </Form.Item>
            )}
            <Form.Item name="opinion" label={t('taskCenter.dialog.opinion')} rules={[{ required: true, whitespace: true, message: t('taskCenter.dialog.opinionRequired') }]}>
              <Input.TextArea rows={4} maxLength={2000} showCount placeholder={t('taskCenter.dialog.rejectOpinion')} data-testid="dialog-opinion" />
            </Form.Item>
          </>
        );
      case 'addSign':
        return (
          <>
            <Form.Item name="position" label={t('taskCenter.dialog.position')} initialValue="after">
              <Radio.Group data-testid="dialog-position">
                <Radio value="before" data-testid="position-before">{t('taskCenter.dialog.before')}</Radio>
                <Radio value="after" data-testid="position-after">{t('taskCenter.dialog.after')}</Radio>
              </Radio.Group>
            </Form.Item>
            <Form.Item name="userIds" label={t('taskCenter.dialog.signers')} rules={required('taskCenter.dialog.signersRequired')}>
              <UserPicker multiple placeholder={t('taskCenter.dialog.pickUsers')} testId="dialog-users" />
            </Form.Item>
          </>
        );
      case 'transfer':
        return (
          <>
            <Form.Item name="fromUserId" label={t('taskCenter.dialog.original')} rules={required('taskCenter.dialog.originalRequired')}>
              <UserPicker placeholder={t('taskCenter.dialog.original')} testId="dialog-from" />
            </Form.Item>
            <Form.Item name="toUserId" label={t('taskCenter.dialog.forwarded')} rules={required('taskCenter.dialog.forwardedRequired')}>
              <UserPicker placeholder={t('taskCenter.dialog.forwarded')} testId="dialog-to" />
            </Form.Item>
          </>
        );
      default:
        return null;
    }
  };

  if (sheet) {
    return (
      <Drawer
        open={!!kind}
        placement="bottom"
        height="auto"
        title={kind ? t(`taskCenter.action.${kind}`) : ''}
        onClose={onClose}
        destroyOnClose
        forceRender
        className="tc-sheet"
        rootClassName="tc-sheet-root"
        data-testid="action-dialog"
        footer={(
          <div className="tc-sheet__footer">
            <Button size="large" onClick={onClose} data-testid="dialog-cancel">{t('layout.cancel')}</Button>
            <Button size="large" type="primary" danger={kind === 'reject'} loading={busy} onClick={run} data-testid="dialog-ok">
              {t('taskCenter.dialog.confirm')}
            </Button>
          </div>
        )}
      >
        <Form form={form} layout="vertical" requiredMark preserve={false} className="tc-sheet__form">{body()}</Form>
      </Drawer>
    );
  }
  return (
    <Modal
      open={!!kind}
      title={kind ? t(`taskCenter.action.${kind}`) : ''}
      onCancel={onClose}
      onOk={run}
      okText={t('taskCenter.dialog.confirm')}
      cancelText={t('layout.cancel')}
      okButtonProps={{ loading: busy, danger: kind === 'reject', 'data-testid': 'dialog-ok' } as never}
      cancelButtonProps={{ 'data-testid': 'dialog-cancel' } as never}
      destroyOnClose
      forceRender
      data-testid="action-dialog"
    >
      <Form form={form} layout="vertical" requiredMark preserve={false}>{body()}</Form>
    </Modal>
  );
}

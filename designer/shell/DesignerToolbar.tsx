import { ArrowLeftOutlined, CloudUploadOutlined, RedoOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { Badge, Button, Space, Tag, Tooltip, Typography } from 'antd';
import React from 'react';
import { useTranslation } from 'react-i18next';
import type { FunctionState } from '../api';
import { canRedo, canUndo, designStore, isDirty, useDesign, useText, type EditScope } from '../state';

const STATE_COLOURS: Record<FunctionState, string> = {
  published: 'success', notPublished: 'default', updatePending: 'warning', disabled: 'error',
};

export interface DesignerToolbarProps {
  scope: EditScope;
  state: { state: FunctionState; version: number | null } | null;
  busy: 'save' | 'publish' | null;
  onBack(): void;
  onSave(): void;
  onPublish(): void;
}

/** The designer's header: back, the function's name and state, undo/redo of the active tab, save and publish. */
export function DesignerToolbar({ scope, state, busy, onBack, onSave, onPublish }: DesignerToolbarProps) {
  const { t } = useTranslation();
  const text = useText();
  const name = useDesign((s) => s.fn?.name);
  const code = useDesign((s) => s.fn?.code);
  const undoable = useDesign((s) => canUndo(s, scope));
  const redoable = useDesign((s) => canRedo(s, scope));
  const dirty = useDesign(isDirty);
  return (
    <div className="designer-toolbar" data-testid="designer-toolbar">
      <Space size={12} align="center" className="designer-toolbar__title">
        <Tooltip title={t('designer.common.actions.back')}>
          <Button type="text" icon={<ArrowLeftOutlined />} onClick={onBack} data-testid="designer-back" aria-label={t('designer.common.actions.back')} />
        </Tooltip>
        <Typography.Title level={4} style={{ margin: 0 }} data-testid="designer-name">{text(name)}</Typography.Title>
        <Typography.Text type="secondary" code>{code}</Typography.Text>
        {state && (
          <Tag color={STATE_COLOURS[state.state]} data-testid="designer-state">
            {t(`designer.common.state.${state.state}`)}{state.version ? ` · v${state.version}` : ''}
          </Tag>
        )}
        {dirty && <Badge status="processing" text={t('designer.common.unsaved')} data-testid="designer-dirty" />}
      </Space>
      <Space>
        <Tooltip title={t('designer.common.actions.undo')}>
          <Button icon={<UndoOutlined />} disabled={!undoable} onClick={() => designStore.getState().undo(scope)} data-testid="designer-undo" aria-label={t('designer.common.actions.undo')} />
        </Tooltip>
        <Tooltip title={t('designer.common.actions.redo')}>
          <Button icon={<RedoOutlined />} disabled={!redoable} onClick={() => designStore.getState().redo(scope)} data-testid="designer-redo" aria-label={t('designer.common.actions.redo')} />
        </Tooltip>
        <Button icon={<SaveOutlined />} loading={busy === 'save'} disabled={busy !== null} onClick={onSave} data-testid="designer-save">
          {t('designer.common.actions.saveDraft')}
        </Button>
        <Button type="primary" icon={<CloudUploadOutlined />} loading={busy === 'publish'} disabled={busy !== null} onClick={onPublish} data-testid="designer-publish">
          {t('designer.common.actions.publish')}
        </Button>
      </Space>
    </div>
  );
}

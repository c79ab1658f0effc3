import { ArrowLeftOutlined, CloudUploadOutlined, RedoOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { Badge, Button, Space, Tag, Tooltip, Typography } from 'antd';
import React from 'react';
import { useTranslation } from 'react-i18next';
import type { FunctionState } from '../api';
import { canRedo, canUndo, isDirty, useDesign, useText } from '../state';

const STATE_COLOURS: Record<FunctionState, string> = {
  published: 'success', notPublished: 'default', updatePending: 'warning', disabled: 'error',
};

export interface DesignerToolbarProps {
  state: { state: FunctionState; version: number | null } | null;
  busy: 'save' | 'publish' | null;
  onBack(): void;
  onSave(): void;
  onPublish(): void;
  /** Undoes / redoes the function's latest edit, whichever tab made it. */
  onUndo(): void;
  onRedo(): void;
}

/** The designer's header: back, the function's name and state, undo/redo of the function's edits, save and publish. */
export function DesignerToolbar({ state, busy, onBack, onSave, onPublish, onUndo, onRedo }: DesignerToolbarProps) {
  const { t } = useTranslation();
  const text = useText();
  const name = useDesign((s) => s.fn?.name);
  const code = useDesign((s) => s.fn?.code);
  const undoable = useDesign(canUndo);
  const redoable = useDesign(canRedo);
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
          <Button icon={<UndoOutlined />} disabled={!undoable} onClick={onUndo} data-testid="designer-undo" aria-label={t('designer.common.actions.undo')} />
        </Tooltip>
        <Tooltip title={t('designer.common.actions.redo')}>
          <Button icon={<RedoOutlined />} disabled={!redoable} onClick={onRedo} data-testid="designer-redo" aria-label={t('designer.common.actions.redo')} />
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

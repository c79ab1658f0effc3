import { DeleteOutlined, FieldNumberOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Select, Space, Tag, Typography } from 'antd';
import React, { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { SerialRule } from '../../../engine/index';
import { useDesignFunction } from '../../state';
import { DeleteConfirm } from '../shared/DeleteConfirm';
import { dispatchConfig } from '../shared/dispatch';
import { PanelCard } from '../shared/PanelCard';
import { usePanelFields } from '../shared/usePanelFields';
import { SerialPreview } from './SerialPreview';
import { SerialRuleForm } from './SerialRuleForm';
import '../shared/panels.css';

/** The typed settings as a `serial.update` patch (the defaults when they are not valid). */
function draftPatch(draft: SerialRule | null) {
  if (!draft) return {};
  const { field: _field, ...patch } = draft;
  return { ...patch, prefix: patch.prefix?.trim() || undefined };
}

/** Shown when the form has no serial field: where to add one. */
function NoSerialField() {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  return (
    <div className="cp-empty" data-testid="serial-empty">
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<Space direction="vertical" size={4}><Typography.Text strong>{t('designer.panels.serial.noField')}</Typography.Text><Typography.Text type="secondary">{t('designer.panels.serial.noFieldHint')}</Typography.Text></Space>}>
        <Button type="primary" onClick={() => setParams((p) => { p.set('tab', 'form'); return p; })} data-testid="serial-open-form">{t('designer.panels.common.openForm')}</Button>
      </Empty>
    </div>
  );
}

/** Rules whose field left the form: saving refuses them until they are cleared. */
function StaleRules({ fields }: { fields: string[] }) {
  const { t } = useTranslation();
  if (!fields.length) return null;
  return (
    <Alert
      type="error"
      showIcon
      className="cp-alert"
      message={t('designer.panels.serial.stale', { fields: fields.join(', ') })}
      action={(
        <Button size="small" danger onClick={() => fields.forEach((field) => dispatchConfig('serial.remove', { field }))} data-testid="serial-stale-remove">
          {t('designer.panels.serial.remove')}
        </Button>
      )}
      data-testid="serial-stale"
    />
  );
}

/** The "Serial rules" tab: per serial field of the form, how its numbers are made, with a live preview. */
export function SerialRulesPanel() {
  const { t } = useTranslation();
  const fn = useDesignFunction();
  const serialFields = usePanelFields().filter((f) => f.type === 'serial');
  const [picked, setPicked] = useState<string | undefined>();
  const field = serialFields.find((f) => f.key === picked)?.key ?? serialFields[0]?.key;
  const rule = (fn.serialRules ?? []).find((r) => r.field === field);
  const [draft, setDraft] = useState<SerialRule | null>(null);

  const stale = (fn.serialRules ?? []).map((r) => r.field).filter((f) => !serialFields.some((s) => s.key === f));
  if (!field) return <div className="cp-stack"><StaleRules fields={stale} /><NoSerialField /></div>;
  const configured = new Set((fn.serialRules ?? []).map((r) => r.field));

  return (
    <div className="cp-serial" data-testid="serial-panel">
      <PanelCard
        testId="serial-card"
        title={t('designer.panels.serial.title')}
        hint={t('designer.panels.serial.hint')}
        extra={rule && (
          <DeleteConfirm title={t('designer.panels.serial.removeConfirm')} confirmTestId="serial-remove-confirm" onConfirm={() => dispatchConfig('serial.remove', { field })}>
            <Button danger icon={<DeleteOutlined />} data-testid="serial-remove">{t('designer.panels.serial.remove')}</Button>
          </DeleteConfirm>
        )}
      >
        <StaleRules fields={stale} />
        <div className="cp-field-picker">
          <Typography.Text strong><FieldNumberOutlined style={{ color: '#1677ff', marginInlineEnd: 8 }} />{t('designer.panels.serial.field')}</Typography.Text>
          <Select
            style={{ minWidth: 320 }}
            value={field}
            onChange={setPicked}
            options={serialFields.map((f) => ({
              value: f.key,
              label: <Space size={8}>{`${f.label} (${f.key})`}{configured.has(f.key) ? null : <Tag color="warning" bordered={false}>{t('designer.panels.serial.notSet')}</Tag>}</Space>,
            }))}
            data-testid="serial-field"
          />
        </div>
        {!rule && (
          <Alert
            type="warning"
            showIcon
            className="cp-alert"
            message={<span data-testid="serial-not-set">{t('designer.panels.serial.notSetHint')}</span>}
            action={(
              <Button size="small" type="primary" onClick={() => dispatchConfig('serial.update', { field, patch: draftPatch(draft) })} data-testid="serial-create">
                {t('designer.panels.serial.create')}
              </Button>
            )}
          />
        )}
        <SerialRuleForm key={field} field={field} rule={rule} onDraft={setDraft} />
      </PanelCard>
      <SerialPreview rule={draft} />
    </div>
  );
}

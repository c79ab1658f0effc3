import React, { useState } from 'react';
import { App, Button, Tooltip } from 'antd';
import { ThunderboltOutlined, FormOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { RecordRow } from '../../api';
import { submitRecordOnce } from '../guardedCalls';
import type { ButtonMeta } from '../types';
import { useClickGuard } from '../useClickGuard';
import { FillDialog } from './FillDialog';
import { toFillValues } from './toFillValues';

export interface FnButtonsProps {
  code: string;
  buttons: ButtonMeta[] | undefined;
  /** The record the buttons act on (detail page, or the one selected list row). */
  record?: RecordRow;
  onDone?: () => void;
}

function ConfiguredButton({ code, button, index, record, onDone }: { code: string; button: ButtonMeta; index: number; record?: RecordRow; onDone?: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [blocked, guard] = useClickGuard();
  const [fill, setFill] = useState<Record<string, unknown> | null>(null);
  const needsRecord = button.action === 'workflow' || (button.fills ?? []).some((f) => f.mode === 'current');
  const off = button.state === 'disabled';
  const disabled = off || blocked || (needsRecord && !record);
  const tip = off ? t('fnx.button.disabled') : needsRecord && !record ? t('fnx.button.needRecord') : undefined;

  const click = () => guard(() => {
    if (button.action === 'workflow' && record) {
      void submitRecordOnce(code, record.id).then(() => {
        void message.success(t('fnx.button.submitted'));
        onDone?.();
      }, () => undefined);
    } else if (button.action === 'fill' && button.targetForm) {
      setFill(toFillValues(button, record?.data));
    }
  });

  return (
    <>
      <Tooltip title={tip} mouseEnterDelay={0.1}>
        <Button
          icon={button.action === 'workflow' ? <ThunderboltOutlined /> : <FormOutlined />}
          disabled={disabled}
          onClick={click}
          style={disabled ? undefined : { background: button.colour, borderColor: button.colour, color: '#fff' }}
          data-testid={`fn-button-${index}`}
          data-action={button.action}
        >
          {button.name}
        </Button>
      </Tooltip>
      {fill && button.targetForm && (
        <FillDialog
          open
          title={button.dialogTitle}
          targetForm={button.targetForm}
          initialValues={fill}
          onClose={() => setFill(null)}
          onSaved={() => {
            setFill(null);
            onDone?.();
          }}
        />
      )}
    </>
  );
}

/**
 * The function's configured buttons (`meta.buttons`): name, colour, enabled state; "fill"
 * opens the target form in a dialog, "workflow" submits the record. Each is disabled for
 * 2 s after a click and sends an `x-request-id`.
 */
export function FnButtons({ code, buttons, record, onDone }: FnButtonsProps) {
  if (!buttons?.length) return null;
  return (
    <span className="fn-buttons" data-testid="fn-buttons">
      {buttons.map((b, i) => <ConfiguredButton key={`${i}-${b.name}`} code={code} button={b} index={i} record={record} onDone={onDone} />)}
    </span>
  );
}

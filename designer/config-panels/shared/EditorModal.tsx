import { Modal } from 'antd';
import React from 'react';
import { useTranslation } from 'react-i18next';

export interface EditorModalProps {
  open: boolean;
  title: React.ReactNode;
  /** Test ids `<idPrefix>-save` and `<idPrefix>-cancel` on the dialog's buttons. */
  idPrefix: string;
  onSave: () => void;
  onClose: () => void;
  width?: number;
  /** The OK button's text; "Save" unless given. */
  okText?: React.ReactNode;
  testId?: string;
  children: React.ReactNode;
}

/** The panels' add/edit dialog; rendered while closed too, so that its form instance stays connected. */
export function EditorModal({ open, title, idPrefix, onSave, onClose, width, okText, testId, children }: EditorModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      width={width}
      title={title}
      okText={okText ?? t('designer.panels.common.save')}
      cancelText={t('designer.panels.common.cancel')}
      onOk={onSave}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': `${idPrefix}-save` } as never}
      cancelButtonProps={{ 'data-testid': `${idPrefix}-cancel` } as never}
      forceRender
      data-testid={testId}
    >
      {children}
    </Modal>
  );
}

import { Popconfirm } from 'antd';
import React from 'react';
import { useTranslation } from 'react-i18next';

export interface DeleteConfirmProps {
  /** The question asked before deleting. */
  title: React.ReactNode;
  /** Test id of the red "Delete" button of the confirmation. */
  confirmTestId: string;
  onConfirm: () => void;
  children: React.ReactElement;
}

/** Asks before a delete: "Delete" (red) or "Cancel", the way every panel asks. */
export function DeleteConfirm({ title, confirmTestId, onConfirm, children }: DeleteConfirmProps) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={title}
      okText={t('designer.panels.common.delete')}
      cancelText={t('designer.panels.common.cancel')}
      okButtonProps={{ danger: true, 'data-testid': confirmTestId } as never}
      onConfirm={onConfirm}
    >
      {children}
    </Popconfirm>
  );
}

import { Modal } from 'antd';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { SliderCaptcha } from './SliderCaptcha';

/** The slider in its dialog; open while a check is asked for, closing returns undefined. */
export default function SliderDialog({ open, onDone }: { open: boolean; onDone: (verification: string | undefined) => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('signin.slider.title')}
      footer={null}
      width={360}
      destroyOnHidden
      maskClosable={false}
      onCancel={() => onDone(undefined)}
    >
      <p style={{ color: '#64748b', marginTop: 0 }}>{t('signin.slider.subtitle')}</p>
      {open ? <SliderCaptcha onPass={(v) => onDone(v)} /> : null}
    </Modal>
  );
}

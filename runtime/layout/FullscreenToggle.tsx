import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import React, { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Full-screen toggle of the management header (spec 000 section 2.5). */
export function FullscreenToggle() {
  const { t } = useTranslation();
  const [full, setFull] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const sync = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen?.();
    else void document.documentElement.requestFullscreen?.().catch(() => undefined);
  };
  const label = full ? t('layout.exitFullscreen') : t('layout.fullscreen');
  return (
    <Tooltip title={label}>
      <Button type="text" icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />} onClick={toggle} aria-label={label} data-testid="fullscreen" />
    </Tooltip>
  );
}

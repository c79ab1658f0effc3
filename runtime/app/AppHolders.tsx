import useMessage from 'antd/es/message/useMessage';
import useModal from 'antd/es/modal/useModal';
import useNotification from 'antd/es/notification/useNotification';
import React, { useEffect, useMemo } from 'react';
import type { AppApis } from './deferredApis';

/**
 * What antd's `App` renders besides its children: the message, modal and notification
 * holders, inside the theme and locale. Loaded on first use, so sign-in does not download it.
 */
export default function AppHolders({ onReady }: { onReady: (apis: AppApis) => void }) {
  const [message, messageHolder] = useMessage();
  const [notification, notificationHolder] = useNotification();
  const [modal, modalHolder] = useModal();
  const apis = useMemo(() => ({ message, notification, modal }), [message, notification, modal]);
  useEffect(() => onReady(apis), [apis, onReady]);
  return <>{modalHolder}{messageHolder}{notificationHolder}</>;
}

import { App } from 'antd';
import { useEffect } from 'react';
import { setToastApi } from '../request';

/** Hands antd's context-aware message instance to the request layer. */
export function ToastBridge() {
  const { message } = App.useApp();
  useEffect(() => setToastApi(message), [message]);
  return null;
}

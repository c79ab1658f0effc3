import useApp from 'antd/es/app/useApp';
import { useEffect } from 'react';
import { setToastApi } from '../request';

/** Hands antd's context-aware message instance to the request layer. */
export function ToastBridge() {
  // `useApp` itself, not `App.useApp`: importing antd's `App` would bring its holders into sign-in's download.
  const { message } = useApp();
  useEffect(() => setToastApi(message), [message]);
  return null;
}

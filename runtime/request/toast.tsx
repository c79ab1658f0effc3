import type { MessageInstance } from 'antd/es/message/interface';

type ToastApi = Pick<MessageInstance, 'error' | 'success' | 'warning' | 'info'>;
type ToastArgs = Parameters<ToastApi['error']>;

/** antd's static `message`, imported on the first toast shown before the shell handed over its own. */
const staticToast = (kind: keyof ToastApi) => (...args: ToastArgs) => {
  void import('antd/es/message').then(({ default: message }) => message[kind](...args));
  return undefined as unknown as ReturnType<ToastApi['error']>;
};
let api: ToastApi = { error: staticToast('error'), success: staticToast('success'), warning: staticToast('warning'), info: staticToast('info') };
let showing = false;

/** Lets the shell hand over the context-aware instance from `App.useApp()`. */
export function setToastApi(next: typeof api): void {
  api = next;
}

/**
 * Error toast per spec 000 section 8: lasts 5 s, line breaks rendered as breaks,
 * suppressed while another error toast is showing.
 */
export function showErrorToast(text: string): void {
  if (showing || !text) return;
  showing = true;
  void api.error({
    content: <span style={{ whiteSpace: 'pre-line' }}>{text}</span>,
    duration: 5,
    onClose: () => {
      showing = false;
    },
  });
  // Safety net in case the toast is destroyed without calling onClose.
  setTimeout(() => {
    showing = false;
  }, 5_500);
}

export function showSuccessToast(text: string): void {
  void api.success({ content: text, duration: 2 });
}

export function showWarningToast(text: string): void {
  void api.warning({ content: text, duration: 3 });
}

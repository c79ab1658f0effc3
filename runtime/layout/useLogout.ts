import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { signOut } from '../session';

/** Logout with confirmation ("Are you sure you want to log out?"), then back to /login. */
export function useLogout(): () => void {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  return () => {
    modal.confirm({
      title: t('layout.logoutTitle'),
      content: t('layout.logoutConfirm'),
      okText: t('layout.ok'),
      cancelText: t('layout.cancel'),
      okButtonProps: { 'data-testid': 'logout-confirm' } as Record<string, string>,
      onOk: async () => {
        if (await signOut()) void message.success(t('layout.loggedOut'));
        navigate('/login', { replace: true });
      },
    });
  };
}

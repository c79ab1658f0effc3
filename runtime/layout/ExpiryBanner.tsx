import { Alert, App, Button } from 'antd';
import dayjs from 'dayjs';
import React, { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { isPermitted } from '../menu';
import { getToken } from '../request';
import { useSessionStore } from '../stores';
import { expiryNoticeOf } from './expiryNotice';

/** Spec 000 section 6: the banner's buy link needs this menu. */
export const BUY_MENU_CODE = 'S33000000000000';
export const CURRENT_VERSION_PATH = '/current-version';
const CLOSED_KEY = 'expiryBannerClosed';

/** The trial / expiry banner (spec 000 sections 2.10 and 4.1) with go-to-buy and a close button. */
export function ExpiryBanner() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tenant = useSessionStore((s) => s.tenant);
  const menuMap = useSessionStore((s) => s.menuMap);
  const [closed, setClosed] = useState(() => sessionStorage.getItem(CLOSED_KEY) === String(tenant?.id));
  const notice = expiryNoticeOf(tenant, Date.now());
  if (!notice || closed) return null;
  const date = dayjs(notice.endDate).format('YYYY-MM-DD');
  const text = t(`layout.banner.${notice.kind}`, { days: 'days' in notice ? notice.days : 0, date });
  const buy = () => {
    if (notice.status !== 2 && tenant?.purchaseUrl) {
      const page = encodeURIComponent(CURRENT_VERSION_PATH.slice(1));
      window.open(`${tenant.purchaseUrl}?page=${page}&token=${encodeURIComponent(getToken() ?? '')}`, '_blank', 'noopener');
    } else if (pathname === CURRENT_VERSION_PATH) {
      void message.warning(t('layout.banner.alreadyThere'));
    } else {
      navigate(CURRENT_VERSION_PATH);
    }
  };
  return (
    <Alert
      className="expiry-banner"
      banner
      type={notice.kind.endsWith('Expired') ? 'error' : 'warning'}
      message={<span data-testid="expiry-banner" data-kind={notice.kind}>{text}</span>}
      action={isPermitted(BUY_MENU_CODE, menuMap) || !menuMap ? (
        <Button size="small" type="primary" onClick={buy} data-testid="expiry-buy">{t('layout.banner.buy')}</Button>
      ) : undefined}
      closable
      onClose={() => {
        sessionStorage.setItem(CLOSED_KEY, String(tenant?.id));
        setClosed(true);
      }}
    />
  );
}

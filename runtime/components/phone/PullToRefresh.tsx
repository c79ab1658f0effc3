import { ArrowDownOutlined, LoadingOutlined } from '@ant-design/icons';
import React, { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How far (px) a finger pulls down at the top of the page before a release refreshes. */
export const PULL_THRESHOLD = 64;
const MAX_PULL = 110;

export interface PullToRefreshProps {
  onRefresh: () => void | Promise<unknown>;
  children: React.ReactNode;
}

/** Pull down at the top of the page to refresh (touch screens); the indicator follows the finger. */
export function PullToRefresh({ onRefresh, children }: PullToRefreshProps) {
  const { t } = useTranslation();
  const start = useRef<number | null>(null);
  const [pull, setPull] = useState(0);
  const [busy, setBusy] = useState(false);

  const onTouchStart = (e: React.TouchEvent) => {
    start.current = window.scrollY <= 0 && !busy ? e.touches[0].clientY : null;
  };
  const onTouchMove = (e: React.TouchEvent) => {
    if (start.current === null) return;
    const dy = e.touches[0].clientY - start.current;
    setPull(dy > 0 ? Math.min(MAX_PULL, dy * 0.6) : 0);
  };
  const onTouchEnd = () => {
    const pulled = pull;
    start.current = null;
    setPull(0);
    if (pulled < PULL_THRESHOLD * 0.6) return;
    setBusy(true);
    void Promise.resolve(onRefresh()).finally(() => setBusy(false));
  };
  const shown = busy ? 44 : pull;
  const ready = pull >= PULL_THRESHOLD * 0.6;
  return (
    <div className="ptr" onTouchStart={onTouchStart} onTouchMove={onTouchMove} onTouchEnd={onTouchEnd} onTouchCancel={onTouchEnd} data-testid="pull-to-refresh">
      <div className="ptr__indicator" style={{ height: shown }} aria-hidden={!shown} data-testid="ptr-indicator" data-state={busy ? 'busy' : ready ? 'ready' : 'idle'}>
        {busy ? <LoadingOutlined /> : <ArrowDownOutlined style={{ transform: ready ? 'rotate(180deg)' : undefined, transition: 'transform .2s' }} />}
        <span>{t(busy ? 'phone.refreshing' : ready ? 'phone.releaseToRefresh' : 'phone.pullToRefresh')}</span>
      </div>
      {children}
    </div>
  );
}

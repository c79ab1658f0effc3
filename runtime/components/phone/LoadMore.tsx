import { Button } from 'antd';
import React, { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
  /** Shown when everything is loaded (and there was something to load). */
  count: number;
}

/** The foot of an infinite list: loads the next page when it scrolls into view, or on a tap. */
export function LoadMore({ hasMore, loading, onMore, count }: LoadMoreProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || !hasMore || loading || typeof IntersectionObserver === 'undefined') return undefined;
    const seen = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onMore(), { rootMargin: '120px' });
    seen.observe(el);
    return () => seen.disconnect();
  }, [hasMore, loading, onMore]);
  if (!hasMore) return count > 0 ? <div className="phone-list__end" data-testid="list-end">{t('phone.noMore', { count })}</div> : null;
  return (
    <div ref={ref} className="phone-list__more">
      <Button block size="large" loading={loading} onClick={onMore} data-testid="load-more">{t('phone.loadMore')}</Button>
    </div>
  );
}

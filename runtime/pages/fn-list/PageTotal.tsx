import { Button } from 'antd';
import React from 'react';
import { useTranslation } from 'react-i18next';

export interface PageTotalProps {
  total: number;
  /** The server stopped counting at `total`: shown as "10,000+" with an action asking for the exact number. */
  lowerBound?: boolean;
  onExact?: () => void;
}

/** The total beside a list's pagination. */
export function PageTotal({ total, lowerBound, onExact }: PageTotalProps) {
  const { t, i18n } = useTranslation();
  if (!lowerBound) return <span data-testid="list-total">{t('list.total', { total })}</span>;
  const shown = new Intl.NumberFormat(i18n.language).format(total);
  return (
    <span data-testid="list-total">
      {t('list.totalAtLeast', { total: shown })}
      {onExact && (
        <Button type="link" size="small" onClick={onExact} data-testid="list-exact-count">
          {t('list.exactCount')}
        </Button>
      )}
    </span>
  );
}

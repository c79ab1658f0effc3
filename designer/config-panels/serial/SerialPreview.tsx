import { Card, Typography } from 'antd';
import React, { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SerialRule } from '../../../engine/index';
import { previewSerials, serialParts, todayParts } from '../model/serialPreview';

const PARTS = ['prefix', 'date', 'fields', 'counter'] as const;

/** The next numbers the rule gives today (the engine's formatSerial), each part in its own colour. */
export function SerialPreview({ rule }: { rule: SerialRule | null }) {
  const { t } = useTranslation();
  const today = useMemo(() => todayParts(), []);
  const parts = rule ? serialParts(rule, today) : null;
  const next = rule ? previewSerials(rule, today, 3) : [];
  return (
    <Card className="cp-card" title={<span className="cp-card__title">{t('designer.panels.serial.preview')}</span>} data-testid="serial-preview-card">
      {parts ? (
        <>
          <div className="cp-serial-number" data-testid="serial-preview">
            {PARTS.map((p) => parts[p] && <span key={p} className={`is-${p}`}>{parts[p]}</span>)}
          </div>
          <div className="cp-serial-legend">
            {PARTS.map((p) => <span key={p}><i className={`cp-legend-${p}`} />{t(`designer.panels.serial.parts.${p}`)}</span>)}
          </div>
          <Typography.Text type="secondary" className="cp-preview__label" style={{ marginTop: 16 }}>{t('designer.panels.serial.then')}</Typography.Text>
          <ol className="cp-serial-next" data-testid="serial-preview-next">
            {next.slice(1).map((n) => <li key={n}>{n}</li>)}
          </ol>
          {!!rule?.formFieldKeywords?.length && <Typography.Paragraph type="secondary" className="cp-footnote">{t('designer.panels.serial.sampleHint')}</Typography.Paragraph>}
        </>
      ) : (
        <Typography.Text type="secondary" data-testid="serial-preview">{t('designer.panels.serial.previewInvalid')}</Typography.Text>
      )}
    </Card>
  );
}

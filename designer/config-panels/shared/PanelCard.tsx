import { Card, Typography } from 'antd';
import React from 'react';

export interface PanelCardProps {
  title: React.ReactNode;
  /** One line under the title saying what the card is for. */
  hint?: React.ReactNode;
  extra?: React.ReactNode;
  children: React.ReactNode;
  testId?: string;
}

/** The card every configuration panel is built from: a title with a hint, actions on the right. */
export function PanelCard({ title, hint, extra, children, testId }: PanelCardProps) {
  return (
    <Card
      className="cp-card"
      data-testid={testId}
      title={(
        <div className="cp-card__head">
          <span className="cp-card__title">{title}</span>
          {hint && <Typography.Text type="secondary" className="cp-card__hint">{hint}</Typography.Text>}
        </div>
      )}
      extra={extra}
    >
      {children}
    </Card>
  );
}

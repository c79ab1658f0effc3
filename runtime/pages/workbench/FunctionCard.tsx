import { ArrowRightOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type MenuTrail, menuPath } from '../../menu';
import { menuIcon } from '../../layout';

/** One permitted function on the workbench, linking to its list. */
export function FunctionCard({ trail }: { trail: MenuTrail }) {
  const { t } = useTranslation();
  const { node, parents } = trail;
  const group = parents[parents.length - 1];
  return (
    <Link to={menuPath(node) ?? '/workbench'} data-testid={`app-card-${node.function ?? node.code}`}>
      <Card hoverable className="fn-card">
        <div className="fn-card__icon">{menuIcon(node.icon ?? group?.icon)}</div>
        <div className="fn-card__body">
          <div className="fn-card__title">{node.title}</div>
          {group && <div className="fn-card__group">{group.title}</div>}
        </div>
        <span className="fn-card__open">
          {t('workbench.open')} <ArrowRightOutlined />
        </span>
      </Card>
    </Link>
  );
}

import { Breadcrumb, Typography } from 'antd';
import React from 'react';
import { Link } from 'react-router-dom';

export interface Crumb {
  title: string;
  to?: string;
}

export interface PageHeaderProps {
  title: React.ReactNode;
  crumbs: Crumb[];
  subtitle?: React.ReactNode;
  extra?: React.ReactNode;
}

/** Breadcrumbs, page title and page-level actions at the top of every page. */
export function PageHeader({ title, crumbs, subtitle, extra }: PageHeaderProps) {
  return (
    <div className="page-header" data-testid="page-header">
      <Breadcrumb
        items={crumbs.map((c) => ({ title: c.to ? <Link to={c.to}>{c.title}</Link> : c.title }))}
        data-testid="breadcrumbs"
      />
      <div className="page-header__row">
        <div className="page-header__heading">
          <Typography.Title level={3} className="page-header__title">{title}</Typography.Title>
          {subtitle && <Typography.Text type="secondary">{subtitle}</Typography.Text>}
        </div>
        {extra && <div className="page-header__extra">{extra}</div>}
      </div>
    </div>
  );
}

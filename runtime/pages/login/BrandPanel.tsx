import { CheckCircleFilled } from '@ant-design/icons';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from './BrandMark';

const FEATURES = ['app.feature1', 'app.feature2', 'app.feature3'] as const;

/** Left half of the sign-in page: product name, tagline and what the product does. */
export function BrandPanel() {
  const { t } = useTranslation();
  return (
    <section className="login-brand">
      <div className="login-brand__logo">
        <BrandMark size={40} />
        <span className="login-brand__name">{t('app.name')}</span>
      </div>
      <div className="login-brand__body">
        <h1 className="login-brand__title">{t('app.fullName')}</h1>
        <p className="login-brand__tagline">{t('app.tagline')}</p>
        <ul className="login-brand__features">
          {FEATURES.map((key) => (
            <li key={key}>
              <CheckCircleFilled /> <span>{t(key)}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="login-brand__footer">{t('app.copyright', { year: new Date().getFullYear() })}</div>
    </section>
  );
}

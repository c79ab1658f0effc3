import React from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../login';
import '../login/signin.css';

const SECTIONS = ['scope', 'account', 'data', 'conduct', 'liability', 'changes'] as const;

/** The user agreement the sign-in checkbox links to (route service-terms, spec 000 section 2.2). */
export function ServiceTermsPage() {
  const { t } = useTranslation();
  return (
    <article className="terms-page" data-testid="service-terms">
      <BrandMark size={36} />
      <h1>{t('signin.terms.title')}</h1>
      <p>{t('signin.terms.intro')}</p>
      {SECTIONS.map((s) => (
        <section key={s}>
          <h2>{t(`signin.terms.${s}.title`)}</h2>
          <p>{t(`signin.terms.${s}.body`)}</p>
        </section>
      ))}
    </article>
  );
}

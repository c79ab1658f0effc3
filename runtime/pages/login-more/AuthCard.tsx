import React from 'react';
import { LanguageSwitch } from '../../boot';
import { BrandPanel } from '../login';
import '../login/signin.css';

/** The sign-in pages' frame: brand panel on the left, one card on the right. */
export function AuthCard({ title, subtitle, children, testId }: { title: string; subtitle?: string; children: React.ReactNode; testId: string }) {
  return (
    <div className="login-page">
      <BrandPanel />
      <main className="login-main">
        <div className="login-main__top"><LanguageSwitch /></div>
        <div className="login-card" data-testid={testId}>
          <h2 className="login-card__title">{title}</h2>
          {subtitle ? <p className="login-card__subtitle">{subtitle}</p> : null}
          {children}
        </div>
        <div className="login-main__bottom" />
      </main>
    </div>
  );
}

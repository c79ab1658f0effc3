import { Checkbox } from 'antd';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { splitTagged } from '../../i18n';

/** "I have read and accept the user agreement" (spec 000 section 5): sign-in waits for it. The terms open in a new tab. */
export function AgreementCheck({ checked, missing, onChange }: { checked: boolean; missing: boolean; onChange: (checked: boolean) => void }) {
  const { t } = useTranslation();
  // `<terms>` of the text becomes the link, as `Trans` did (without its HTML parser in sign-in's download).
  const pieces = splitTagged(t('signin.agreement'), 'terms');
  return (
    <div className={`login-agreement${missing ? ' login-agreement--missing' : ''}`}>
      <Checkbox checked={checked} onChange={(e) => onChange(e.target.checked)} data-testid="login-agreement">
        {pieces.map((piece, i) => (piece.tagged
          ? <Link key={i} to="/service-terms" target="_blank" rel="noopener" data-testid="login-terms-link" onClick={(e) => e.stopPropagation()}>{piece.text}</Link>
          : <React.Fragment key={i}>{piece.text}</React.Fragment>))}
      </Checkbox>
    </div>
  );
}

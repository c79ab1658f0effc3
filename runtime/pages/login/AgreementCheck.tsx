import { Checkbox } from 'antd';
import React from 'react';
import { Trans } from 'react-i18next';
import { Link } from 'react-router-dom';

/** "I have read and accept the user agreement" (spec 000 section 5): sign-in waits for it. The terms open in a new tab. */
export function AgreementCheck({ checked, missing, onChange }: { checked: boolean; missing: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className={`login-agreement${missing ? ' login-agreement--missing' : ''}`}>
      <Checkbox checked={checked} onChange={(e) => onChange(e.target.checked)} data-testid="login-agreement">
        <Trans i18nKey="signin.agreement" components={{ terms: <Link to="/service-terms" target="_blank" rel="noopener" data-testid="login-terms-link" onClick={(e) => e.stopPropagation()} /> }} />
      </Checkbox>
    </div>
  );
}

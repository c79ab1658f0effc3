import { Dropdown } from 'antd';
import React, { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, SHELL_LANGUAGES, switchLanguage } from '../i18n';
import type { ShellLanguage } from '../i18n';

/** The language dropdown around `children` (the switch button); opens as it mounts (the click that loaded it). */
export default function LanguageMenu({ children }: { children: React.ReactElement }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const lang = currentLanguage();
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
      menu={{
        selectable: true,
        selectedKeys: [lang],
        items: SHELL_LANGUAGES.map((code) => ({
          key: code,
          label: <span data-testid={`lang-${code}`}>{t(`lang.${code}`)}</span>,
        })),
        onClick: ({ key }) => {
          setOpen(false);
          if (key !== lang) switchLanguage(key as ShellLanguage);
        },
      }}
    >
      {children}
    </Dropdown>
  );
}

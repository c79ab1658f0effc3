import React from 'react';
import {
  CalendarOutlined, ClockCircleOutlined, DownOutlined, LinkOutlined, NumberOutlined, PaperClipOutlined, PercentageOutlined, SignatureOutlined, UserOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useDesignFunction, useText } from '../../state';
import { readFieldProps } from '../model/fieldProps';
import type { CanvasNode } from '../model/outline';

const SUFFIX: Record<string, React.ReactNode> = {
  number: <NumberOutlined />, percent: <PercentageOutlined />, date: <CalendarOutlined />, datetime: <ClockCircleOutlined />,
  dateRange: <CalendarOutlined />, select: <DownOutlined />, user: <UserOutlined />, department: <DownOutlined />,
  relatedRecord: <LinkOutlined />,
};

/** A still picture of the field's control on its card (the live form is in the preview). */
export function FauxControl({ node }: { node: CanvasNode }) {
  const { t } = useTranslation();
  const text = useText();
  const fn = useDesignFunction();
  const props = readFieldProps(fn, node.path);
  const hint = text(props?.placeholder) || t(`designer.form.faux.${node.type}`, { defaultValue: t('designer.form.faux.text') });
  switch (node.type) {
    case 'switch':
      return <div className="fd-faux fd-faux--bare"><span className="fd-faux__switch" /></div>;
    case 'radio':
    case 'checkbox':
      return (
        <div className="fd-faux fd-faux--bare">
          {[1, 2].map((i) => (
            <span key={i} className="fd-faux__option">
              <span className={node.type === 'radio' ? 'fd-faux__radio' : 'fd-faux__check'} />
              {t('designer.form.faux.option', { n: i })}
            </span>
          ))}
        </div>
      );
    case 'attachment':
      return <div className="fd-faux fd-faux--upload"><PaperClipOutlined /> {hint}</div>;
    case 'signature':
      return <div className="fd-faux fd-faux--area"><SignatureOutlined /> {hint}</div>;
    case 'textarea':
      return <div className="fd-faux fd-faux--area">{hint}</div>;
    case 'money':
      return <div className="fd-faux"><span className="fd-faux__prefix">¥</span>{hint}</div>;
    case 'serial':
      return <div className="fd-faux fd-faux--muted">{hint}</div>;
    default:
      return <div className="fd-faux">{hint}<span className="fd-faux__suffix">{SUFFIX[node.type ?? ''] ?? null}</span></div>;
  }
}

import { ClockCircleOutlined, RightOutlined, UserOutlined } from '@ant-design/icons';
import { Badge } from 'antd';
import React from 'react';
import { useTranslation } from 'react-i18next';
import type { ProcessRow } from '../../../api';
import { formatTime } from '../format';
import { StateTag } from '../StateTag';
import type { TabKey } from '../processColumns';

/** One process as a tappable card: title, state, function and node, the record's summary fields, initiator and when it arrived. */
export function ProcessCard({ row, tab, onOpen }: { row: ProcessRow; tab: TabKey; onOpen: (row: ProcessRow) => void }) {
  const { t } = useTranslation();
  const pending = tab === 'pending-trial';
  const node = pending ? row.nodeName : row.currentNodeName;
  const time = pending ? row.receivedAt : tab === 'cctome' ? (row.ccAt ?? row.startedAt) : row.startedAt;
  return (
    <button
      type="button"
      className={`tc-card${tab === 'cctome' && !row.read ? ' tc-card--unread' : ''}`}
      onClick={() => onOpen(row)}
      data-testid={`tc-card-${row.processInstanceId}`}
    >
      <span className="tc-card__head">
        <span className="tc-card__title">
          {tab === 'cctome' && !row.read && <Badge status="processing" className="tc-unread-dot" />}
          {row.title}
        </span>
        <StateTag state={row.state} />
      </span>
      <span className="tc-card__fields">
        <span className="tc-card__field"><span>{t('taskCenter.col.function')}</span>{row.functionName || '-'}</span>
        <span className="tc-card__field"><span>{t('taskCenter.col.node')}</span>{node || '-'}</span>
        <span className="tc-card__field"><span>{t('taskCenter.col.applicationNo')}</span><span className="tc-mono">{row.applicationNo}</span></span>
        {row.summary?.map((s) => (
          <span key={s.field} className="tc-card__field" data-testid={`tc-card-summary-${s.field}`}><span>{s.label}</span>{s.text}</span>
        ))}
      </span>
      <span className="tc-card__foot">
        <span><UserOutlined /> {row.initiator}</span>
        <span><ClockCircleOutlined /> {formatTime(time) || '-'}</span>
        <RightOutlined className="tc-card__chevron" />
      </span>
    </button>
  );
}

import { Badge, Button, Card, Empty, Input, Segmented, Space, Table, Tabs, App } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import React, { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import {
  getCategoryList, markAllMessagesRead, markMessageRead, messageId, messageTarget, restoreMessage, trashMessage,
  type MessageCategory, type MessageFamily, type MessageList, type StationLetter,
} from '../../api';
import { PageHeader } from '../../components';
import { useMessageStore } from '../../stores';
import { useMessagePage } from './useMessagePage';
import './messageCenter.css';

/** The three pages of the message centre and where each reads from. */
export const MESSAGE_TABS = ['msg-new', 'msg-opinion-reply', 'msg-sys-news'] as const;
export type MessageTab = (typeof MESSAGE_TABS)[number];
const SOURCES: Record<MessageTab, { family: MessageFamily; category?: string; pick?: boolean }> = {
  'msg-new': { family: 'stationLetter' },
  'msg-opinion-reply': { family: 'internalMsg', category: 'result' },
  'msg-sys-news': { family: 'internalMsg', pick: true },
};
const LISTS: MessageList[] = ['unread', 'readed', 'trash'];

/** Message centre (route message_page, spec 000 sections 2.5, 4.5): unread, read and trash lists with search and paging. */
export default function MessageCenterPage() {
  const { tab = '' } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const key = (MESSAGE_TABS as readonly string[]).includes(tab) ? (tab as MessageTab) : null;
  const source = SOURCES[key ?? 'msg-new'];
  const [list, setList] = useState<MessageList>('unread');
  const [search, setSearch] = useState('');
  const [categories, setCategories] = useState<MessageCategory[]>([]);
  const [category, setCategory] = useState('task');
  const tick = useMessageStore((s) => s.tick);
  const categoryCode = source.pick ? category : source.category;
  const page = useMessagePage(source.family, list, search, categoryCode);

  useEffect(() => {
    if (source.family === 'internalMsg') getCategoryList().then(setCategories, () => undefined);
  }, [source.family, tick]);

  const act = async (call: Promise<unknown>, done: string) => {
    await call;
    void message.success(done);
    useMessageStore.getState().changed();
  };
  const open = (m: StationLetter) => {
    if (m.list === 'unread') void markMessageRead(messageId(m), source.family).then(() => useMessageStore.getState().changed());
    const to = messageTarget(m);
    if (to) navigate(to);
  };

  const columns = useMemo<ColumnsType<StationLetter>>(() => [
    {
      title: t('msgCenter.columns.title'), dataIndex: 'title', width: 260,
      render: (v: string, m) => (
        <Button type="link" className="mc-title" onClick={() => open(m)} data-testid={`msg-open-${messageId(m)}`}>
          {m.list === 'unread' && <Badge status="processing" />}{v}
        </Button>
      ),
    },
    { title: t('msgCenter.columns.content'), dataIndex: 'content', ellipsis: true },
    {
      title: t('msgCenter.columns.time'), dataIndex: 'create_time', width: 170,
      render: (v: number, m) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : m.createTimeShow),
    },
    {
      title: t('msgCenter.columns.actions'), key: 'actions', width: 200, fixed: 'right',
      render: (_: unknown, m) => {
        const id = messageId(m);
        return (
          <Space size={4}>
            {m.list === 'unread' && (
              <Button size="small" type="link" data-testid={`msg-read-${id}`}
                onClick={() => act(markMessageRead(id, source.family), t('msgCenter.movedRead'))}>{t('msgCenter.markRead')}</Button>
            )}
            {m.list !== 'trash' && (
              <Button size="small" type="link" danger data-testid={`msg-trash-${id}`}
                onClick={() => act(trashMessage(id, source.family), t('msgCenter.movedTrash'))}>{t('msgCenter.trash')}</Button>
            )}
            {m.list === 'trash' && (
              <Button size="small" type="link" data-testid={`msg-restore-${id}`}
                onClick={() => act(restoreMessage(id, source.family), t('msgCenter.restored'))}>{t('msgCenter.restore')}</Button>
            )}
          </Space>
        );
      },
    },
  // eslint-disable-next-line react-hooks/exhaustive-deps
  ], [t, source.family, list]);

  if (!key) return <Navigate to="/msg-center/msg-new" replace />;

  return (
    <div className="page message-center" data-testid="message-center">
      <PageHeader
        title={t('msgCenter.title')}
        subtitle={t('msgCenter.subtitle')}
        crumbs={[{ title: t('layout.workbench'), to: '/workbench' }, { title: t('msgCenter.title') }]}
      />
      <Card className="page-card">
        <Tabs
          activeKey={key}
          onChange={(k) => navigate(`/msg-center/${k}`)}
          items={MESSAGE_TABS.map((k) => ({ key: k, label: <span data-testid={`mc-tab-${k}`}>{t(`msgCenter.tabs.${k}`)}</span> }))}
        />
        {source.pick && (
          <Segmented
            className="mc-categories"
            value={category}
            onChange={(v) => setCategory(String(v))}
            options={categories.filter((c) => c.categoryCode !== 'result').map((c) => ({
              value: c.categoryCode,
              label: (
                <span data-testid={`mc-category-${c.categoryCode}`}>
                  {t(`msgCenter.categories.${c.categoryCode}`)} <Badge count={c.unread} size="small" overflowCount={99} />
                </span>
              ),
            }))}
          />
        )}
        <div className="mc-toolbar">
          <Segmented<MessageList>
            value={list}
            onChange={setList}
            options={LISTS.map((l) => ({ value: l, label: <span data-testid={`mc-list-${l}`}>{t(`msgCenter.lists.${l}`)}</span> }))}
          />
          <Space wrap>
            <Input.Search allowClear placeholder={t('msgCenter.search')} onSearch={(v) => setSearch(v.trim())} style={{ width: 260 }} data-testid="mc-search" />
            <Button onClick={() => act(markAllMessagesRead(source.family, categoryCode), t('msgCenter.markedAllRead'))} data-testid="mc-mark-all">
              {t('msgCenter.markAllRead')}
            </Button>
          </Space>
        </div>
        <span data-testid="mc-total" data-count={page.total} hidden />
        <div data-testid="mc-table">
          <Table<StationLetter>
            rowKey={(m) => String(messageId(m))}
            columns={columns}
            dataSource={page.rows}
            loading={page.loading}
            scroll={{ x: 760 }}
            rowClassName={(m) => (m.list === 'unread' ? 'mc-row--unread' : '')}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('msgCenter.empty')} /> }}
            pagination={{
              current: page.current, pageSize: page.size, total: page.total, showSizeChanger: true,
              pageSizeOptions: ['10', '20', '50'], showTotal: (n) => t('list.total', { total: n }),
            }}
            onChange={(p) => page.setPage(p.current ?? 1, p.pageSize ?? 10)}
          />
        </div>
      </Card>
    </div>
  );
}

import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, InputNumber, Modal, Popconfirm, Space, Table } from 'antd';
import React, { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Post } from '../api';
import { settingsApi } from '../api';
import { rulesFor, showFieldErrors } from '../formRules';
import { useLoad } from '../useLoad';

/** Post management: code, name, order; a post someone holds cannot be deleted. */
export default function PostsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const posts = useLoad(() => settingsApi.posts(), [] as Post[]);
  const [editing, setEditing] = useState<Post | 'new' | null>(null);
  const [form] = Form.useForm<{ code: string; name: string; sort: number }>();
  const open = (p: Post | 'new') => {
    setEditing(p);
    form.resetFields();
    if (p !== 'new') form.setFieldsValue(p);
  };
  const submit = async () => {
    const v = await form.validateFields();
    try {
      await settingsApi.savePost({ ...v, sort: v.sort ?? 0, id: editing === 'new' ? undefined : editing?.id });
      setEditing(null);
      void message.success(t('settings.saved'));
      posts.reload();
    } catch (error) {
      showFieldErrors(form, error);
    }
  };
  const remove = async (p: Post) => {
    await settingsApi.deletePost(p.id);
    void message.success(t('settings.deleted'));
    posts.reload();
  };
  return (
    <div className="settings-panel" data-testid="posts-page">
      <div className="settings-toolbar">
        <strong>{t('settings.posts.title')}</strong>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open('new')} data-testid="post-create">{t('settings.posts.create')}</Button>
      </div>
      <Table<Post> rowKey="id" loading={posts.loading} dataSource={posts.value} pagination={false} size="middle"
        columns={[
          { key: 'code', title: t('settings.posts.code'), dataIndex: 'code' },
          { key: 'name', title: t('settings.posts.name'), dataIndex: 'name' },
          { key: 'members', title: t('settings.departments.members'), dataIndex: 'memberCount' },
          { key: 'sort', title: t('settings.sort'), dataIndex: 'sort' },
          { key: 'ops', title: t('settings.actions'), render: (_, p) => (
            <Space size={0}>
              <Button type="link" onClick={() => open(p)}>{t('settings.edit')}</Button>
              <Popconfirm title={t('settings.confirmDelete')} onConfirm={() => remove(p)} okText={t('settings.ok')} cancelText={t('settings.cancel')}>
                <Button type="link" danger>{t('settings.delete')}</Button>
              </Popconfirm>
            </Space>
          ) },
        ]} />
      <Modal open={editing !== null} title={editing === 'new' ? t('settings.posts.create') : t('settings.posts.edit')} onOk={submit}
        onCancel={() => setEditing(null)} okText={t('settings.save')} cancelText={t('settings.cancel')} forceRender okButtonProps={{ 'data-testid': 'post-save' } as never}>
        <Form form={form} layout="vertical">
          <Form.Item name="code" label={t('settings.posts.code')} rules={rulesFor('post', 'code', t)}><Input maxLength={64} data-testid="post-code" /></Form.Item>
          <Form.Item name="name" label={t('settings.posts.name')} rules={rulesFor('post', 'name', t)}><Input maxLength={100} data-testid="post-name" /></Form.Item>
          <Form.Item name="sort" label={t('settings.sort')} initialValue={0}><InputNumber min={0} precision={0} /></Form.Item>
        </Form>
      </Modal>
    </div>
  );
}

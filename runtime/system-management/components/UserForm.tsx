import { Form, Input, Modal, Select, TreeSelect } from 'antd';
import React, { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Department, Member, MemberInput, PersonOption, Post, Role } from '../api';
import { settingsApi } from '../api';
import { rulesFor, showFieldErrors } from '../formRules';
import { toDepartmentTree } from './departmentTree';

export interface UserFormProps {
  open: boolean;
  member: Member | null;
  departments: Department[];
  posts: Post[];
  roles: Role[];
  people: PersonOption[];
  onClose: (saved: boolean) => void;
}

/** Create or edit a member: account, name, mobile, first password, department, post, supervisors, roles. */
export function UserForm({ open, member, departments, posts, roles, people, onClose }: UserFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<MemberInput>();
  const creating = !member;
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (member) form.setFieldsValue({ ...member, mobilePhone: member.mobilePhone ?? '' });
  }, [open, member, form]);

  const submit = async () => {
    const values = await form.validateFields();
    try {
      await settingsApi.saveUser({ ...values, id: member?.id, roleIds: values.roleIds ?? [] });
      onClose(true);
    } catch (error) {
      showFieldErrors(form, error);
    }
  };
  const personOptions = people.filter((p) => p.id !== member?.id).map((p) => ({ value: p.id, label: `${p.fullName} (${p.userName})` }));

  return (
    <Modal open={open} title={creating ? t('settings.users.create') : t('settings.users.edit')} onOk={submit} onCancel={() => onClose(false)}
      okText={t('settings.save')} cancelText={t('settings.cancel')} forceRender width={640} okButtonProps={{ 'data-testid': 'user-save' } as never}>
      <Form form={form} layout="vertical" data-testid="user-form" className="settings-form-grid">
        {creating && (
          <Form.Item name="userName" label={t('settings.users.userName')} rules={rulesFor('userCreate', 'userName', t)}>
            <Input maxLength={64} data-testid="user-userName" autoComplete="off" />
          </Form.Item>
        )}
        <Form.Item name="fullName" label={t('settings.users.fullName')} rules={rulesFor('userEdit', 'fullName', t)}>
          <Input maxLength={100} data-testid="user-fullName" />
        </Form.Item>
        <Form.Item name="mobilePhone" label={t('settings.users.mobile')} rules={rulesFor('userEdit', 'mobilePhone', t)}>
          <Input maxLength={11} data-testid="user-mobile" />
        </Form.Item>
        {creating && (
          <Form.Item name="password" label={t('settings.users.password')} rules={rulesFor('userCreate', 'password', t)} extra={t('settings.users.passwordHint')}>
            <Input.Password maxLength={18} data-testid="user-password" autoComplete="new-password" />
          </Form.Item>
        )}
        <Form.Item name="departmentId" label={t('settings.users.department')}>
          <TreeSelect allowClear treeDefaultExpandAll treeData={toDepartmentTree(departments)} data-testid="user-department" />
        </Form.Item>
        <Form.Item name="postId" label={t('settings.users.post')}>
          <Select allowClear options={posts.map((p) => ({ value: p.id, label: p.name }))} data-testid="user-post" />
        </Form.Item>
        <Form.Item name="supervisor1Id" label={t('settings.users.supervisor1')} extra={t('settings.users.supervisorHint')}>
          <Select allowClear showSearch optionFilterProp="label" options={personOptions} data-testid="user-supervisor1" />
        </Form.Item>
        <Form.Item name="supervisor2Id" label={t('settings.users.supervisor2')}>
          <Select allowClear showSearch optionFilterProp="label" options={personOptions} data-testid="user-supervisor2" />
        </Form.Item>
        <Form.Item name="roleIds" label={t('settings.users.roles')}>
          <Select mode="multiple" allowClear optionFilterProp="label" options={roles.map((r) => ({ value: r.id, label: r.name }))} data-testid="user-roles" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

import { Select } from 'antd';
import React, { useEffect, useState } from 'react';
import { queryUsers, type UserOption } from '../../api';

export interface UserPickerProps {
  value?: number | number[];
  onChange?: (value: number | number[]) => void;
  multiple?: boolean;
  placeholder?: string;
  testId?: string;
}

/** Members of the tenant, searched by name (`/api/admin/user/queryUserList`). */
export function UserPicker({ value, onChange, multiple, placeholder, testId }: UserPickerProps) {
  const [users, setUsers] = useState<UserOption[]>([]);
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => queryUsers(query || undefined).then((p) => setUsers(p.records), () => setUsers([])), 200);
    return () => clearTimeout(timer);
  }, [query]);
  return (
    <Select
      mode={multiple ? 'multiple' : undefined}
      showSearch
      allowClear
      filterOption={false}
      onSearch={setQuery}
      value={value}
      onChange={onChange}
      placeholder={placeholder}
      options={users.map((u) => ({ value: Number(u.id), label: `${u.fullName} (${u.userName})` }))}
      data-testid={testId}
      popupClassName={testId ? `${testId}-popup` : undefined}
    />
  );
}

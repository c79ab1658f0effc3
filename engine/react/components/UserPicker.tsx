import React, { useEffect, useMemo, useRef, useState } from 'react';
import { Select } from 'antd';
import type { SelectProps } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { connect, mapReadPretty } from '@formily/react';
import { useEngineServices, type UserOption } from '../services';
import { toIds, useUserNames } from './useUserNames';
import { NameTags } from './NameTags';

const SEARCH_DELAY_MS = 250;

/** What an empty people box says (the sub-table cell that shows text says it too). */
export const useUserPlaceholder = (): string => useEngineServices().t('engine.user.placeholder');

/** Picks colleagues of the current company by name (`/api/admin/user/queryUserList`); holds user ids. */
export function UserPickerBase({ value, onChange, mode, ...rest }: SelectProps) {
  const services = useEngineServices();
  const placeholder = useUserPlaceholder();
  const [found, setFound] = useState<UserOption[]>([]);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const names = useUserNames(value);

  const search = (text: string) => {
    clearTimeout(timer.current);
    // Loading from the first key on: "no one found" would show while the search waits its turn.
    setLoading(true);
    timer.current = setTimeout(() => {
      services.searchUsers(text).then(setFound, () => setFound([])).finally(() => setLoading(false));
    }, SEARCH_DELAY_MS);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  // Opened from the start (a sub-table cell pressed): the list offers colleagues at once, as when opened by hand.
  useEffect(() => {
    if (rest.defaultOpen) search('');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const options = useMemo(() => {
    const byId = new Map(found.map((u) => [String(u.id), { label: u.name, value: u.id }]));
    for (const id of toIds(value)) if (!byId.has(String(id))) byId.set(String(id), { label: names[String(id)] ?? String(id), value: id });
    return [...byId.values()];
  }, [found, names, value]);

  return (
    <Select
      showSearch
      allowClear
      filterOption={false}
      suffixIcon={<UserOutlined />}
      placeholder={placeholder}
      notFoundContent={loading ? services.t('engine.loading') : services.t('engine.user.none')}
      {...rest}
      mode={mode}
      value={value}
      options={options}
      onSearch={search}
      onDropdownVisibleChange={(open) => open && !found.length && search('')}
      onChange={onChange}
    />
  );
}

/** Read-only names of one or more users. */
export function UserNames({ value }: { value?: unknown }) {
  return <NameTags ids={toIds(value)} names={useUserNames(value)} icon={<UserOutlined />} className="engine-users" />;
}

export const UserPicker = connect(UserPickerBase, mapReadPretty(UserNames));

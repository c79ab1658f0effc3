import { useEffect } from 'react';
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { useDesignerPost, type DesignerPost } from '../../api';

/** A member as the pickers show it; flows store `userName` (portable between tenants). */
export interface DirectoryUser { id: number; userName: string; fullName: string }
export interface DirectoryRole { code: string; name: string }

interface DirectoryState {
  users: DirectoryUser[];
  roles: DirectoryRole[];
  loadedBy: DesignerPost | null;
}

const directory = createStore<DirectoryState>()(() => ({ users: [], roles: [], loadedBy: null }));

const PAGE = { current: 1, size: 200 };

async function load(post: DesignerPost): Promise<void> {
  directory.setState({ loadedBy: post });
  const [users, roles] = await Promise.all([
    post<{ records: DirectoryUser[] }>('/api/admin/user/queryUserList', PAGE, { silent: true }).catch(() => ({ records: [] })),
    post<{ records: DirectoryRole[] }>('/api/sys/role/getSysRolePage', PAGE, { silent: true }).catch(() => ({ records: [] })),
  ]);
  if (directory.getState().loadedBy === post) directory.setState({ users: users.records, roles: roles.records });
}

/** The tenant's members and roles for the pickers, loaded once per designer page (per request client). */
export function useDirectory(): { users: DirectoryUser[]; roles: DirectoryRole[] } {
  const post = useDesignerPost();
  useEffect(() => {
    if (directory.getState().loadedBy !== post) void load(post);
  }, [post]);
  const users = useStore(directory, (s) => s.users);
  const roles = useStore(directory, (s) => s.roles);
  return { users, roles };
}

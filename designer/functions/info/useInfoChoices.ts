import { useEffect, useState } from 'react';
import { useDesignerPost } from '../../api';

export interface Choice { code: string; name: string }

interface RolePage { records: { code: string; name: string }[] }

/**
 * The menu directories and roles the basic-information form offers. Either
 * list may fail to load (an older server without the role list): the form then
 * offers what it has, and `rolesAvailable` says so.
 */
export function useInfoChoices() {
  const post = useDesignerPost();
  const [directories, setDirectories] = useState<Choice[]>([]);
  const [roles, setRoles] = useState<Choice[]>([]);
  const [rolesAvailable, setRolesAvailable] = useState(true);
  useEffect(() => {
    let live = true;
    post<Choice[]>('/api/fn/design/directories', {}, { silent: true }).then((d) => live && setDirectories(d), () => undefined);
    post<RolePage>('/api/sys/role/getSysRolePage', { current: 1, size: 200 }, { silent: true }).then(
      (p) => live && setRoles(p.records.map((r) => ({ code: r.code, name: r.name }))),
      () => live && setRolesAvailable(false),
    );
    return () => { live = false; };
  }, [post]);
  return { directories, roles, rolesAvailable };
}

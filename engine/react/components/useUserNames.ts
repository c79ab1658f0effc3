import { useEffect, useState } from 'react';
import { useEngineServices } from '../services';

const toIds = (value: unknown): (number | string)[] =>
  (Array.isArray(value) ? value : value === null || value === undefined || value === '' ? [] : [value]) as (number | string)[];

/** Display names of the user ids in `value` (one id or a list), resolved through the services. */
export function useUserNames(value: unknown): Record<string, string> {
  const services = useEngineServices();
  const [names, setNames] = useState<Record<string, string>>({});
  const key = toIds(value).join(',');
  useEffect(() => {
    const ids = key ? key.split(',') : [];
    if (!ids.length) return undefined;
    let alive = true;
    services.userNames(ids).then((found) => alive && setNames(found), () => undefined);
    return () => {
      alive = false;
    };
  }, [key, services]);
  return names;
}

export { toIds };

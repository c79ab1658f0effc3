import { useEffect, useState } from 'react';
import { processTree, type ProcessTreeGroup } from '../../api';

let cached: Promise<ProcessTreeGroup[]> | null = null;

/** Whether a function has an approval flow (it is in the task-centre tree); one request per session. */
export function useHasFlow(code: string): boolean {
  const [has, setHas] = useState(false);
  useEffect(() => {
    let alive = true;
    cached ??= processTree().catch(() => {
      cached = null;
      return [];
    });
    void cached.then((tree) => alive && setHas(tree.some((g) => g.children.some((c) => c.code === code))));
    return () => {
      alive = false;
    };
  }, [code]);
  return has;
}

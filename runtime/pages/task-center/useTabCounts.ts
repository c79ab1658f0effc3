import { useEffect, useState } from 'react';
import { pageCc, pageMine, pageReviewed } from '../../api';
import { useTaskBadgeStore } from '../../stores';

export interface TabCounts {
  pending: number;
  apply: number;
  reviewed: number;
  cc: number;
  ccUnread: number;
}

const totalOf = (p: Promise<{ total: number }>) => p.then((a) => a.total, () => 0);

/** The counts on the four tabs; recounted whenever the badge store ticks. */
export function useTabCounts(): TabCounts {
  const pending = useTaskBadgeStore((s) => s.pending);
  const tick = useTaskBadgeStore((s) => s.tick);
  const [counts, setCounts] = useState({ apply: 0, reviewed: 0, cc: 0, ccUnread: 0 });
  useEffect(() => {
    let alive = true;
    void useTaskBadgeStore.getState().refresh();
    Promise.all([
      totalOf(pageMine({ current: 1, size: 1 })),
      totalOf(pageReviewed({ current: 1, size: 1 })),
      totalOf(pageCc({ current: 1, size: 1 })),
      totalOf(pageCc({ current: 1, size: 1, read: false })),
    ]).then(([apply, reviewed, cc, ccUnread]) => alive && setCounts({ apply, reviewed, cc, ccUnread }));
    return () => {
      alive = false;
    };
  }, [tick]);
  return { pending, ...counts };
}

import { Watermark } from 'antd';
import React from 'react';
import { useLockCountdown } from '../session';
import { useSessionStore } from '../stores';

/** The page content watermarked with the signed-in user's name and the last four digits of their mobile (every shell layout). */
export function UserWatermark({ gap, children }: { gap: [number, number]; children: React.ReactNode }) {
  const user = useSessionStore((s) => s.user);
  const content = [user?.fullName ?? '', (user?.mobilePhone ?? '').slice(-4)].filter(Boolean);
  return <Watermark content={content} rotate={-20} font={{ color: 'rgba(100, 116, 139, 0.15)', fontSize: 13 }} gap={gap}>{children}</Watermark>;
}

/** Runs the idle-lock countdown while a shell is shown; its seconds left are readable by tests. */
export function LockCountdownMarker() {
  const lockLeft = useLockCountdown();
  return <span data-testid="lock-countdown" data-left={lockLeft} hidden />;
}

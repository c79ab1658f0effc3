import React, { Suspense, lazy } from 'react';
import { useLockStore } from '../stores';

// The lock screen (antd Alert, Typography, the unlock call) downloads the first time the session locks.
const Overlay = lazy(() => import('../components/index').then((m) => ({ default: m.IdleLockOverlay })));

/** Mounts the full-screen idle lock only while the session is locked. */
export function IdleLockGate() {
  const locked = useLockStore((s) => s.locked);
  if (!locked) return null;
  return (
    <Suspense fallback={null}>
      <Overlay />
    </Suspense>
  );
}

import { useCallback, useState } from 'react';
import type React from 'react';

/** Tracks Caps Lock from key events of the field it is attached to. */
export function useCapsLock() {
  const [on, setOn] = useState(false);
  const onKeyEvent = useCallback((e: React.KeyboardEvent) => {
    if (typeof e.getModifierState === 'function') setOn(e.getModifierState('CapsLock'));
  }, []);
  return { capsLockOn: on, onKeyDown: onKeyEvent, onKeyUp: onKeyEvent };
}

import React, { Suspense, lazy, useCallback, useState } from 'react';

// Most sign-ins never see the slider: its dialog (antd Modal) loads when first asked for.
const SliderDialog = lazy(() => import('./SliderDialog'));

/**
 * Asks for the slider in a dialog: `ask()` resolves to the verification, or
 * undefined when the user closes the dialog. Render `dialog` once.
 */
export function useSliderCheck(): { ask: () => Promise<string | undefined>; dialog: React.ReactNode } {
  const [pending, setPending] = useState<((v: string | undefined) => void) | null>(null);
  // Once asked, the dialog stays mounted so that closing it animates as before.
  const [asked, setAsked] = useState(false);
  const ask = useCallback(() => new Promise<string | undefined>((resolve) => {
    setAsked(true);
    setPending(() => resolve);
  }), []);
  const finish = (value: string | undefined) => {
    pending?.(value);
    setPending(null);
  };
  const dialog = asked ? <Suspense fallback={null}><SliderDialog open={!!pending} onDone={finish} /></Suspense> : null;
  return { ask, dialog };
}

import React, { useEffect, useRef, useState } from 'react';
import { Tooltip } from 'antd';

/** Spec 000 section 9: tooltips open after 100 ms. */
export const TOOLTIP_DELAY_S = 0.1;

/**
 * The box around a field's control that shows its error in a tooltip on hover.
 *
 * The tooltip is mounted only while the pointer rests on a field in error: an antd Tooltip
 * around every control of a form (a trigger, its styles and alignment per field) cost about a
 * fifth of a big sub-table's heap. It hangs on an anchor beside the control, never around it,
 * so the control keeps its place in the tree (no remount, no lost focus) when the tip comes and goes.
 */
export function ErrorTip({ error, children }: { error?: React.ReactNode; children: React.ReactNode }) {
  const [hovered, setHovered] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const enter = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setHovered(true), TOOLTIP_DELAY_S * 1000);
  };
  const leave = () => {
    clearTimeout(timer.current);
    setHovered(false);
  };
  return (
    <div className="engine-item-control" onMouseEnter={enter} onMouseLeave={leave}>
      {children}
      {error && hovered ? (
        <Tooltip open title={error} placement="topLeft" color="#ff4d4f" overlayClassName="engine-error-tip">
          <span className="engine-item-tip-anchor" aria-hidden />
        </Tooltip>
      ) : null}
    </div>
  );
}

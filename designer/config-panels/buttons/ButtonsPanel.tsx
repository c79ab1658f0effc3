import React from 'react';

/** Placeholder until the panel lands. */
export function ButtonsPanel() {
  return <div data-testid="ButtonsPanel" />;
}

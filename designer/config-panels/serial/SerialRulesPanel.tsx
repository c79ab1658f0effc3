import React from 'react';

/** Placeholder until the panel lands. */
export function SerialRulesPanel() {
  return <div data-testid="SerialRulesPanel" />;
}

import React from 'react';

/** Placeholder until the panel lands. */
export function ListSearchPanel() {
  return <div data-testid="ListSearchPanel" />;
}

import React from 'react';

/** Placeholder until the panel lands. */
export function RelatedFormsPanel() {
  return <div data-testid="RelatedFormsPanel" />;
}

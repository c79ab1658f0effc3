import React from 'react';

/** Placeholder while the UI is being built. */
export function FormDesigner() {
  return <div />;
}

import { Spin } from 'antd';
import React from 'react';

/** Centered spinner while a page or its data loads. */
export function PageLoading() {
  return (
    <div className="page-loading" data-testid="page-loading">
      <Spin size="large" />
    </div>
  );
}

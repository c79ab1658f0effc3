import React from 'react';
import { ColumnsCard } from './ColumnsCard';
import { SearchCard } from './SearchCard';
import '../shared/panels.css';

/** The "List & search" tab: the list page's columns and its search bar. */
export function ListSearchPanel() {
  return (
    <div className="cp-stack" data-testid="list-search-panel">
      <ColumnsCard />
      <SearchCard />
    </div>
  );
}

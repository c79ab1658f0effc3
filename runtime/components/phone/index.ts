export { PullToRefresh } from './PullToRefresh';
export { LoadMore } from './LoadMore';

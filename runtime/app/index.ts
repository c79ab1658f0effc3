export { App } from './App';
export { BRAND, theme } from './theme';

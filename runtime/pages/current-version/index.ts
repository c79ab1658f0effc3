export { default } from './CurrentVersionPage';

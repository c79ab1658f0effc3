export { setupFormEngine } from './setupFormEngine';

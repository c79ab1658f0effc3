/** The one registry type of every extension point. */
export { Registry } from './Registry';

/** Renderers of the @formily/antd-v5 components a pack may name beyond the platform's own. */
export { registerFormilyComponents } from './registerFormilyComponents';

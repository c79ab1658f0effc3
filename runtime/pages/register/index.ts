/** Registration of a new company (public page). */
export { default } from './RegisterPage';

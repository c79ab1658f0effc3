/** Serving the built web app. */
export { registerWebApp } from './static';

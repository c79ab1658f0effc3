export { LoginPage } from './LoginPage';
export { BrandMark } from './BrandMark';

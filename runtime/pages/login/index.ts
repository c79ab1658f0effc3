export { LoginPage } from './LoginPage';
export { BrandMark } from './BrandMark';
export { BrandPanel } from './BrandPanel';

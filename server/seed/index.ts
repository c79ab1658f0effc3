export { seedDemoData } from './seed';
export { DEMO_PASSWORD, DEMO_TENANTS, DEMO_USERS, DEMO_ROLES } from './demo-data';

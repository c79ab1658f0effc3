export { seedDemoData, seedDemoRecords } from './seed';
export { runPackDemo } from './pack-demo';
export { DEMO_PASSWORD, DEMO_TENANTS, DEMO_USERS, DEMO_ROLES } from './demo-data';

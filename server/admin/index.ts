import type { FastifyInstance } from 'fastify';
import type { DataAccess } from '../data';
import { registerSettingsDictRoutes } from './dicts-routes';
import { registerSettingsLogRoutes } from './log-routes';
import { registerSettingsMenuRoutes } from './menus-routes';
import { registerSettingsOrgRoutes } from './org-routes';
import { registerSettingsRoleRoutes } from './roles-routes';
import { registerSettingsUserRoutes } from './users-routes';
import { registerUserImportRoute } from './users-import';
import { registerCompanyRoutes } from './company-routes';

/** System settings (issue 15): users, roles, menus, dictionaries, departments, posts and the operation log. */
export function registerSettingsRoutes(app: FastifyInstance, data: DataAccess): void {
  registerSettingsUserRoutes(app, data);
  registerUserImportRoute(app, data);
  registerSettingsRoleRoutes(app, data);
  registerSettingsMenuRoutes(app, data);
  registerSettingsDictRoutes(app, data);
  registerSettingsOrgRoutes(app, data);
  registerSettingsLogRoutes(app);
  registerCompanyRoutes(app);
}

export { requireSettings } from './guard';
export { audit, type AuditArea } from './audit';
export { checkForm, type Problem } from './guard';

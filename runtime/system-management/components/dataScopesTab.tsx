import React from 'react';
import { registerRoleTab, roleTabs } from '../roleExtensions';
import { RoleDataScopes } from './RoleDataScopes';

// Issue 11's data scopes plug into the role screen through its extension point.
if (!roleTabs().some((tab) => tab.key === 'dataScopes')) {
  registerRoleTab({ key: 'dataScopes', titleKey: 'roleScopes.tab', render: (role) => <RoleDataScopes role={role} /> });
}

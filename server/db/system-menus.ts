/** A shell menu of the system-management console (spec 000 section 2.6): names per language, a route of its own. */
export interface SystemMenu {
  code: string;
  parentCode: string | null;
  names: Record<'zh-CN' | 'zh-TW' | 'en-US' | 'ru-RU', string>;
  icon: string;
  position: string;
  sort: number;
  frontPath: string | null;
}

/** System settings (spec 000 section 6). */
export const SYSTEM_SETTINGS_CODE = 'M20000000000000';
/** The console tree's root, "application development" (spec 000 section 2.6). */
export const CONSOLE_ROOT_CODE = 'S903000000000000';
export const CONSOLE_PATH = '/system-management';
/** Company settings: where the first-time setup prompt sends the user (spec 000 section 2.9). */
export const COMPANY_SETTINGS_CODE = 'S20020000000000';

const page = (code: string, parentCode: string, route: string, icon: string, sort: number, names: SystemMenu['names']): SystemMenu => ({
  code, parentCode, names, icon, position: 'LEFT_TREE', sort, frontPath: `${CONSOLE_PATH}/${route}`,
});
const group = (code: string, sort: number, icon: string, names: SystemMenu['names']): SystemMenu => ({
  code, parentCode: CONSOLE_ROOT_CODE, names, icon, position: 'LEFT_TREE', sort, frontPath: null,
});

/** Every tenant gets these menus; administrators see them all, other roles as granted. */
export const SYSTEM_MENUS: SystemMenu[] = [
  { code: SYSTEM_SETTINGS_CODE, parentCode: null, icon: 'SettingOutlined', position: 'LEFT_BOTTOM', sort: 900, frontPath: CONSOLE_PATH,
    names: { 'zh-CN': '系统设置', 'zh-TW': '系統設定', 'en-US': 'System settings', 'ru-RU': 'Настройки системы' } },
  { code: CONSOLE_ROOT_CODE, parentCode: SYSTEM_SETTINGS_CODE, icon: 'AppstoreOutlined', position: 'LEFT_BOTTOM', sort: 1, frontPath: null,
    names: { 'zh-CN': '应用开发', 'zh-TW': '應用開發', 'en-US': 'Application development', 'ru-RU': 'Разработка приложений' } },
  group('S903010000000000', 10, 'ApartmentOutlined', { 'zh-CN': '组织架构', 'zh-TW': '組織架構', 'en-US': 'Organisation', 'ru-RU': 'Организация' }),
  page('S903010100000000', 'S903010000000000', 'department-management', 'ApartmentOutlined', 1,
    { 'zh-CN': '部门管理', 'zh-TW': '部門管理', 'en-US': 'Departments', 'ru-RU': 'Подразделения' }),
  page('S903010200000000', 'S903010000000000', 'post-management', 'IdcardOutlined', 2,
    { 'zh-CN': '岗位管理', 'zh-TW': '崗位管理', 'en-US': 'Posts', 'ru-RU': 'Должности' }),
  page('S903010300000000', 'S903010000000000', 'sys-user-manage', 'TeamOutlined', 3,
    { 'zh-CN': '用户管理', 'zh-TW': '用戶管理', 'en-US': 'Users', 'ru-RU': 'Пользователи' }),
  group('S903020000000000', 20, 'SafetyOutlined', { 'zh-CN': '权限管理', 'zh-TW': '權限管理', 'en-US': 'Permissions', 'ru-RU': 'Права доступа' }),
  page('S903020100000000', 'S903020000000000', 'sys-role-manage', 'SafetyCertificateOutlined', 1,
    { 'zh-CN': '角色管理', 'zh-TW': '角色管理', 'en-US': 'Roles', 'ru-RU': 'Роли' }),
  page('S903020200000000', 'S903020000000000', 'menu-management', 'MenuOutlined', 2,
    { 'zh-CN': '菜单管理', 'zh-TW': '選單管理', 'en-US': 'Menus', 'ru-RU': 'Меню' }),
  group('S903030000000000', 30, 'SettingOutlined', { 'zh-CN': '系统配置', 'zh-TW': '系統配置', 'en-US': 'Configuration', 'ru-RU': 'Конфигурация' }),
  page(COMPANY_SETTINGS_CODE, 'S903030000000000', 'sys-qiye-set', 'BankOutlined', 0,
    { 'zh-CN': '企业设置', 'zh-TW': '企業設定', 'en-US': 'Company settings', 'ru-RU': 'Настройки компании' }),
  page('S903030100000000', 'S903030000000000', 'sys-dict-manage', 'BookOutlined', 1,
    { 'zh-CN': '字典管理', 'zh-TW': '字典管理', 'en-US': 'Dictionaries', 'ru-RU': 'Справочники' }),
  page('S903030200000000', 'S903030000000000', 'synchronous-log', 'FileSearchOutlined', 2,
    { 'zh-CN': '操作日志', 'zh-TW': '操作日誌', 'en-US': 'Operation log', 'ru-RU': 'Журнал операций' }),
];

/** Spec 000 section 6: the banner's buy link needs this menu; it opens the current-version page. */
export const CURRENT_VERSION_CODE = 'S33000000000000';
SYSTEM_MENUS.push({
  code: CURRENT_VERSION_CODE, parentCode: null, icon: 'SafetyCertificateOutlined', position: 'LEFT_BOTTOM', sort: 950, frontPath: '/current-version',
  names: { 'zh-CN': '当前版本', 'zh-TW': '當前版本', 'en-US': 'Current version', 'ru-RU': 'Текущая версия' },
});

/**
 * Spec 000 section 6: the agent entries ("become agent", distribution centre) and their calls
 * need this menu. It opens no route of its own (the sider-bottom entry decides by the agent
 * status), so no menu renders it; roles grant it in the role screen.
 */
export const AGENT_MENU_CODE = 'S902000000000000';
SYSTEM_MENUS.push({
  code: AGENT_MENU_CODE, parentCode: null, icon: 'ShopOutlined', position: 'LEFT_BOTTOM', sort: 960, frontPath: null,
  names: { 'zh-CN': '分销中心', 'zh-TW': '分銷中心', 'en-US': 'Distribution centre', 'ru-RU': 'Дистрибьюторский центр' },
});

/** The console page a settings call belongs to: its menu code guards the call. */
export const SETTINGS_MENU = {
  departments: 'S903010100000000',
  posts: 'S903010200000000',
  users: 'S903010300000000',
  roles: 'S903020100000000',
  menus: 'S903020200000000',
  dicts: 'S903030100000000',
  log: 'S903030200000000',
  company: COMPANY_SETTINGS_CODE,
} as const;

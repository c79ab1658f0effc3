import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../auth';
import { MobileTakenError, type DataAccess } from '../data';
import { SETTINGS_MENU } from '../db';
import { checkSettingsForm, SETTINGS_FORMS } from '../engine';
import { errors } from '../errors';
import { parseInWorker, readExcelUpload } from '../excel';
import { ok } from '../http';
import { routeSchema } from '../http';
import { translate, type MessageKey } from '../i18n';
import { audit } from './audit';
import { requireSettings } from './guard';
import { passwordPolicyProblems } from './password-policy';

/** At most this many people per file (each costs one scrypt hash). */
const MAX_ROWS = 500;
/** Column headers: the field key or its title in a shell language. */
const HEADERS: Record<string, string[]> = {
  userName: ['userName', '账号', '帳號', 'Account', 'Учётная запись'],
  fullName: ['fullName', '姓名', 'Full name', 'ФИО'],
  mobilePhone: ['mobilePhone', '手机号', '手機號', 'Mobile', 'Телефон'],
  password: ['password', '初始密码', '初始密碼', 'Password', 'Пароль'],
  department: ['department', '部门', '部門', 'Department', 'Подразделение'],
  post: ['post', '岗位', '崗位', 'Post', 'Должность'],
  roles: ['roles', '角色', 'Roles', 'Роли'],
};

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim());

/**
 * Imports members from the first sheet of an .xlsx / .xls file (one header row). All rows are
 * checked first (code 14, `fields` = `rows.<excel row>.<field>`); then all are created in one
 * transaction. Departments by name, posts by code or name, roles by code (comma-separated).
 */
export function registerUserImportRoute(app: FastifyInstance, data: DataAccess): void {
  app.post('/api/sys/user/importUsers', {
    config: { access: 'session' }, schema: routeSchema('settings', 'Import members from Excel (multipart, one .xlsx/.xls file)', {}),
  }, async (request) => {
    const s = await requireSettings(request, SETTINGS_MENU.users);
    const bytes = await readExcelUpload(request);
    // Read in the parser thread like every import: off the event loop, within the row, column, time and heap caps.
    const book = await parseInWorker(bytes, []);
    const grid: unknown[][] = book.grids[book.names[0]] ?? [];
    const header = (grid[0] ?? []).map(text);
    const column = Object.fromEntries(Object.entries(HEADERS).map(([k, names]) => [k, header.findIndex((h) => names.includes(h))]));
    const unknownHeader = header.find((h) => h && !Object.values(HEADERS).some((names) => names.includes(h)));
    if (unknownHeader) throw errors.importUnknownColumn(unknownHeader);
    const rows = grid.slice(1, MAX_ROWS + 2).filter((r) => r.some((c) => text(c)));
    if (!rows.length) throw errors.importEmpty();
    if (rows.length > MAX_ROWS) throw errors.badRequest(`at most ${MAX_ROWS} rows`);

    const [departments, posts, roles] = await Promise.all([
      s.data.settings.org.listDepartments(), s.data.settings.org.listPosts(), s.data.roles.listRoles({ offset: 0, limit: 1000 }),
    ]);
    const problems: { fields: string; fieldStr: string; message: string; index: number }[] = [];
    const seen = new Set<string>();
    const seenMobiles = new Set<string>();
    const people: { userName: string; fullName: string; mobilePhone: string; password: string; departmentId: number | null; postId: number | null; roleIds: number[] }[] = [];
    for (const [i, r] of rows.entries()) {
      const excelRow = i + 2;
      const cell = (k: string) => (column[k] >= 0 ? text(r[column[k]]) : '');
      const values = { userName: cell('userName'), fullName: cell('fullName'), mobilePhone: cell('mobilePhone'), password: cell('password') };
      const problem = (field: string, key: string) => problems.push({
        fields: `rows.${excelRow}.${field}`, fieldStr: `${excelRow}:${field}`, message: translate(request.lang, key as MessageKey), index: problems.length,
      });
      const formProblems = checkSettingsForm(values, SETTINGS_FORMS.userCreate);
      for (const p of formProblems) problem(p.field, `settingsRule.${p.code}`);
      if (!formProblems.some((p) => p.field === 'password')) for (const p of await passwordPolicyProblems(s.data, values.password)) problem(p.field, p.key);
      if (values.userName && (seen.has(values.userName) || (await data.identity.findUserByName(values.userName)))) problem('userName', 'settingsRule.taken');
      seen.add(values.userName);
      if (values.mobilePhone && (seenMobiles.has(values.mobilePhone) || (await data.identity.findUserByMobile(values.mobilePhone)))) problem('mobilePhone', 'settingsRule.taken');
      seenMobiles.add(values.mobilePhone);
      const dept = cell('department') ? departments.find((d) => d.name === cell('department')) : undefined;
      if (cell('department') && !dept) problem('department', 'settingsRule.unknown');
      const post = cell('post') ? posts.find((p) => p.code === cell('post') || p.name === cell('post')) : undefined;
      if (cell('post') && !post) problem('post', 'settingsRule.unknown');
      const roleIds = cell('roles').split(/[,，;]/).map((c) => c.trim()).filter(Boolean).map((c) => roles.records.find((x) => x.code === c)?.id);
      if (roleIds.some((id) => id === undefined)) problem('roles', 'settingsRule.unknown');
      people.push({ ...values, departmentId: dept?.id ?? null, postId: post?.id ?? null, roleIds: roleIds.filter((id): id is number => id !== undefined) });
    }
    if (problems.length) throw errors.fieldErrors({ reqFieldErrorList: problems, reqFormatErrorList: [] });
    const hashes = await Promise.all(people.map((p) => hashPassword(p.password)));
    await data.transaction(async (tx) => {
      const t = tx.forTenant(s.tenantId);
      for (const [i, p] of people.entries()) {
        const id = await tx.identity.createUser({
          userName: p.userName, fullName: p.fullName, mobilePhone: p.mobilePhone, passwordHash: hashes[i], defaultTenantId: s.tenantId, now: Date.now(),
        });
        await tx.identity.addMembership(id, s.tenantId);
        await t.settings.members.setProfile(id, { departmentId: p.departmentId, postId: p.postId, supervisor1Id: null, supervisor2Id: null });
        await t.settings.members.setRoles(id, p.roleIds);
      }
    }).catch((e: unknown) => {
      // A save since the checks above took one of the file's mobiles: nothing was imported, and sending the file again names the row.
      throw e instanceof MobileTakenError ? errors.conflict() : e;
    });
    await audit(s, 'user', 'import', people.map((p) => p.userName).join(', '), null, people.map(({ password: _p, ...rest }) => rest));
    return ok(request, { imported: people.length });
  });
}

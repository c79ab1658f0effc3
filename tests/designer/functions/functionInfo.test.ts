import { describe, expect, it } from 'vitest';
import { validatePack, type PackFunction } from '@engine';
import { bundledPacks } from '@schemas';
import {
  applyFunctionInfo, emptyFunctionInfo, infoFieldOf, newFunction, toFunctionInfo, toInfoErrors, validateFunctionInfo, type FunctionInfo,
} from '../../../designer/functions/model';

const filled = (patch: Partial<FunctionInfo> = {}): FunctionInfo => ({
  ...emptyFunctionInfo(), code: 'overtime', name: 'Overtime request', businessType: 'hr', displayStyle: 'list', menuName: 'Overtime',
  directory: 'M30000000000000', roles: ['staff'], ...patch,
});
const asPack = (fn: PackFunction) => ({ id: 't', version: '1.0.0', name: 't', menus: [], functions: [fn] });
const reimbursement = () => JSON.parse(JSON.stringify(bundledPacks.find((p) => p.id === 'reimbursement')!.functions[0])) as PackFunction;

describe('wizard validation (spec 001 section 5)', () => {
  it('requires name, business type, display style, menu display name and a valid code', () => {
    const errors = validateFunctionInfo({ ...emptyFunctionInfo(), displayStyle: '' }, { requireCode: true });
    expect(errors).toEqual({ code: 'required', name: 'required', businessType: 'required', displayStyle: 'required', menuName: 'required' });
    expect(validateFunctionInfo(filled(), { requireCode: true })).toEqual({});
    expect(validateFunctionInfo(filled({ code: 'Overtime' }), { requireCode: true })).toEqual({ code: 'code' });
    expect(validateFunctionInfo(filled({ code: 'Overtime' }), { requireCode: false })).toEqual({});
    expect(validateFunctionInfo(filled({ name: '   ' }), { requireCode: true })).toEqual({ name: 'required' });
  });

  it('asks for a category name before its description or icon', () => {
    const errors = validateFunctionInfo(filled({ second: { name: '', description: 'x', icon: '' }, third: { name: '', description: '', icon: 'BookOutlined' } }), { requireCode: true });
    expect(errors).toEqual({ 'second.name': 'categoryName', 'third.name': 'categoryName' });
  });
});

describe('new function', () => {
  it('is a legal pack function with an empty form, the basics, roles and categories', () => {
    const fn = newFunction(filled({
      parentCategory: 'HR', second: { name: 'Time', description: ' Hours ', icon: 'CalendarOutlined' }, third: { name: '', description: '', icon: '' },
      description: '  Ask for overtime  ',
    }));
    expect(fn).toEqual({
      code: 'overtime', name: 'Overtime request', businessType: 'hr', formType: 'standard', displayStyle: 'list', permissionRequired: true,
      menu: { displayName: 'Overtime', directory: 'M30000000000000', roles: ['staff'] },
      categories: { parent: 'HR', second: { name: 'Time', description: 'Hours', icon: 'CalendarOutlined' } },
      description: 'Ask for overtime',
      fields: [], form: { type: 'object', properties: {} }, list: { columns: [] }, search: [],
    });
    expect(validatePack(asPack(fn))).toEqual([]);
  });

  it('drops the roles of a function that needs no permission', () => {
    const fn = newFunction(filled({ permissionRequired: false }));
    expect(fn.menu).toEqual({ displayName: 'Overtime', directory: 'M30000000000000' });
    expect(fn.categories).toBeUndefined();
    expect(validatePack(asPack(fn))).toEqual([]);
  });
});

describe('applying basic information', () => {
  it('round-trips a pack function unchanged (same object)', () => {
    const fn = reimbursement();
    expect(applyFunctionInfo(fn, toFunctionInfo(fn))).toBe(fn);
    expect(toFunctionInfo(fn).roles).toBeUndefined();
  });

  it('changes only what changed, keeping references of the rest', () => {
    const fn = reimbursement();
    const next = applyFunctionInfo(fn, { ...toFunctionInfo(fn), menuName: 'Claims', roles: ['finance'] });
    expect(next.menu).toEqual({ displayName: 'Claims', directory: 'M30000000000000', roles: ['finance'] });
    expect(next.form).toBe(fn.form);
    expect(next.name).toBe(fn.name);
    expect(Object.keys(next).filter((k) => next[k as keyof PackFunction] !== fn[k as keyof PackFunction])).toEqual(['menu']);
    const cleared = applyFunctionInfo(next, { ...toFunctionInfo(next), description: '' });
    expect('description' in cleared).toBe(false);
    expect(validatePack({ ...asPack(cleared), lookups: bundledPacks[0].lookups })).toEqual([]);
  });
});

describe('server field errors', () => {
  it('map JSON pointers onto form fields', () => {
    expect(infoFieldOf('/menu/displayName')).toBe('menuName');
    expect(infoFieldOf('/categories/second/name')).toBe('second.name');
    expect(infoFieldOf('/menu/roles/0')).toBe('roles');
    expect(infoFieldOf('/form/properties')).toBeUndefined();
    expect(toInfoErrors({ reqFieldErrorList: [{ fields: '/name', message: 'is required' }, { fields: '/list', message: 'bad' }] }))
      .toEqual({ errors: { name: 'invalid' }, other: ['/list: bad'] });
    expect(toInfoErrors(null)).toEqual({ errors: {}, other: [] });
  });
});

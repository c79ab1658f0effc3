import type { PackFunction } from '../../../engine/index';
import { registerCommand } from '../../state';
import { applyFunctionInfo, toFunctionInfo, type FunctionInfo } from './functionInfo';

/** Params of `info.update`: the changed parts of the basic information. */
export type InfoPatch = Partial<Omit<FunctionInfo, 'code'>>;

/** `info.update` (scope 'config'): writes changed basic information into the function. */
export function updateInfo(fn: PackFunction, patch: InfoPatch): PackFunction {
  return applyFunctionInfo(fn, { ...toFunctionInfo(fn), ...patch, code: fn.code });
}

registerCommand<InfoPatch>('info.update', { scope: 'config', execute: updateInfo });

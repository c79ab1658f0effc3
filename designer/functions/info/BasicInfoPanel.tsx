import React from 'react';
import { designStore, useDesignFunction, useText } from '../../state';
import { toFunctionInfo, validateFunctionInfo, type FunctionInfo, type InfoPatch } from '../model';
import '../model/infoCommand';
import { FunctionInfoForm } from './FunctionInfoForm';
import { useInfoChoices } from './useInfoChoices';

/**
 * The designer's "basic" tab: the wizard's fields (the code aside) for the
 * open function. Every edit is an `info.update` command in the 'config' history;
 * texts that are pack keys show resolved and are only written when changed.
 */
export function BasicInfoPanel() {
  const fn = useDesignFunction();
  const text = useText();
  const choices = useInfoChoices();
  const raw = toFunctionInfo(fn);
  const info: FunctionInfo = {
    ...raw,
    name: text(raw.name), menuName: text(raw.menuName), description: text(raw.description), parentCategory: text(raw.parentCategory),
    second: { ...raw.second, name: text(raw.second.name), description: text(raw.second.description) },
    third: { ...raw.third, name: text(raw.third.name), description: text(raw.third.description) },
  };
  const change = (patch: Partial<FunctionInfo>) => {
    const { code: _code, ...rest } = patch;
    designStore.getState().dispatch<InfoPatch>('info.update', rest);
  };
  return (
    <div className="fnd-basic" data-testid="basic-info-panel">
      <FunctionInfoForm
        value={info} onChange={change} errors={validateFunctionInfo(info, { requireCode: false })} mode="edit" testIdPrefix="info"
        directories={choices.directories} roles={choices.roles} rolesAvailable={choices.rolesAvailable}
      />
    </div>
  );
}

import { designStore } from '../../state';
import type { ConfigCommand, ConfigParams } from '../commands';

/** Runs one of the panels' commands on the open function (typed `dispatch`). */
export function dispatchConfig<C extends ConfigCommand>(name: C, params: ConfigParams<C>): void {
  designStore.getState().dispatch(name, params);
}

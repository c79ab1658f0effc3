/**
 * The configuration panels of the designer (spec 001 sections 3 and 5): list and
 * search, buttons, serial-number rules, related forms. Each edits the open function
 * in the designer store through the 'config' commands registered here.
 */
import './commands';

export { ListSearchPanel } from './list/ListSearchPanel';
export { ButtonsPanel } from './buttons/ButtonsPanel';
export { SerialRulesPanel } from './serial/SerialRulesPanel';
export { RelatedFormsPanel } from './related/RelatedFormsPanel';
export { RulesPanel } from './rules/RulesPanel';
export { CONFIG_COMMANDS, registerConfigCommands } from './commands';
export type { ConfigCommand, ConfigParams } from './commands';

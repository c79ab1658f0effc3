import {
  ArrayCards, ArrayCollapse, ArrayItems, ArrayTabs, Cascader, Editable, FormButtonGroup, FormLayout, FormTab, PreviewText,
  Space, TimePicker, TreeSelect,
} from '@formily/antd-v5';
import { AttachmentUpload } from '../components';
import type { FieldComponent } from '../registry';
import { FormCard } from './FormCard';
import { CollapsePanel, LazyFormCollapse } from './LazyFormCollapse';
import { LazyFormStep } from './LazyFormStep';
import { Password, SelectTable, Transfer } from './readPrettyInputs';

const StepPane = ({ children }: { children?: React.ReactNode }) => children;

/**
 * The @formily/antd-v5 components beyond the platform's own, by the names
 * Formily schemas use. Tabs, collapse panels and steps mount lazily: an
 * unopened pane creates no fields (antd's Tabs already does; the collapse
 * and the steps here are the engine's own).
 */
export function formilyComponents(): Record<string, FieldComponent> {
  return {
    Password,
    TimePicker,
    TreeSelect,
    Cascader,
    Transfer,
    SelectTable,
    Upload: AttachmentUpload,
    PreviewText,
    ArrayItems,
    ArrayCards,
    ArrayCollapse,
    ArrayTabs,
    Editable,
    Space,
    FormLayout,
    FormTab,
    FormCollapse: Object.assign(LazyFormCollapse, { CollapsePanel }),
    FormStep: Object.assign(LazyFormStep, { StepPane }),
    FormButtonGroup,
    Card: FormCard,
  };
}

/** Registers them through `register` (the one component registry's). */
export function registerFormilyComponents(register: (name: string, component: FieldComponent) => void): void {
  for (const [name, component] of Object.entries(formilyComponents())) register(name, component);
}

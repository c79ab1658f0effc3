export { fieldComponents, registerFieldComponent, registerBuiltinFieldComponents } from './fieldComponents';
export type { FieldComponent } from './fieldComponents';

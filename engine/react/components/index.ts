export { MoneyInput, MoneyInputBase } from './MoneyInput';
export type { MoneyInputBaseProps } from './MoneyInput';
export { MoneyText } from './MoneyText';
export type { MoneyTextProps } from './MoneyText';
export { TestIdFormItem } from './TestIdFormItem';
export { SubTable } from './SubTable';
export { formatMoney } from './formatMoney';

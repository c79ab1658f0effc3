import type { Pack, PackDemo } from '../engine/index';
import reimbursementPack from './reimbursement/pack.json';
import reimbursementZhCN from './reimbursement/locales/zh-CN.json';
import reimbursementEnUS from './reimbursement/locales/en-US.json';
import reimbursementRuRU from './reimbursement/locales/ru-RU.json';
import consumablesPack from './consumables/pack.json';
import consumablesZhCN from './consumables/locales/zh-CN.json';
import consumablesEnUS from './consumables/locales/en-US.json';
import consumablesRuRU from './consumables/locales/ru-RU.json';
import settlementPack from './settlement/pack.json';
import settlementZhCN from './settlement/locales/zh-CN.json';
import settlementEnUS from './settlement/locales/en-US.json';
import settlementRuRU from './settlement/locales/ru-RU.json';
import projectPack from './project/pack.json';
import projectZhCN from './project/locales/zh-CN.json';
import projectEnUS from './project/locales/en-US.json';
import projectRuRU from './project/locales/ru-RU.json';
import leavePack from './leave/pack.json';
import leaveZhCN from './leave/locales/zh-CN.json';
import leaveEnUS from './leave/locales/en-US.json';
import leaveRuRU from './leave/locales/ru-RU.json';
import consumablesDemo from './consumables/demo.json';
import projectDemo from './project/demo.json';
import settlementDemo from './settlement/demo.json';
import leaveDemo from './leave/demo.json';
import assetsPack from './assets/pack.json';
import assetsZhCN from './assets/locales/zh-CN.json';
import assetsEnUS from './assets/locales/en-US.json';
import assetsRuRU from './assets/locales/ru-RU.json';
import assetsDemo from './assets/demo.json';
import salesPack from './sales/pack.json';
import salesZhCN from './sales/locales/zh-CN.json';
import salesEnUS from './sales/locales/en-US.json';
import salesRuRU from './sales/locales/ru-RU.json';
import salesDemo from './sales/demo.json';
import financePack from './finance/pack.json';
import financeZhCN from './finance/locales/zh-CN.json';
import financeEnUS from './finance/locales/en-US.json';
import financeRuRU from './finance/locales/ru-RU.json';
import financeDemo from './finance/demo.json';
import reportsPack from './reports/pack.json';
import reportsZhCN from './reports/locales/zh-CN.json';
import reportsEnUS from './reports/locales/en-US.json';
import reportsRuRU from './reports/locales/ru-RU.json';
import reportsDemo from './reports/demo.json';
import payslipPack from './payslip/pack.json';
import payslipZhCN from './payslip/locales/zh-CN.json';
import payslipEnUS from './payslip/locales/en-US.json';
import payslipRuRU from './payslip/locales/ru-RU.json';
import payslipDemo from './payslip/demo.json';
import purchasePack from './purchase/pack.json';
import purchaseZhCN from './purchase/locales/zh-CN.json';
import purchaseEnUS from './purchase/locales/en-US.json';
import purchaseRuRU from './purchase/locales/ru-RU.json';
import purchaseDemo from './purchase/demo.json';


const bundle = (pack: unknown, zhCN: Record<string, string>, enUS: Record<string, string>, ruRU: Record<string, string>): Pack => ({
  ...(pack as Pack),
  locales: { 'zh-CN': zhCN, 'en-US': enUS, 'ru-RU': ruRU },
});

/** Every pack shipped with the product, locales attached; installed into each demo tenant. */
export const bundledPacks: Pack[] = [
  bundle(reimbursementPack, reimbursementZhCN, reimbursementEnUS, reimbursementRuRU),
  bundle(assetsPack, assetsZhCN, assetsEnUS, assetsRuRU),
  bundle(consumablesPack, consumablesZhCN, consumablesEnUS, consumablesRuRU),
  bundle(projectPack, projectZhCN, projectEnUS, projectRuRU),
  bundle(settlementPack, settlementZhCN, settlementEnUS, settlementRuRU),
  bundle(leavePack, leaveZhCN, leaveEnUS, leaveRuRU),
  bundle(salesPack, salesZhCN, salesEnUS, salesRuRU),
  bundle(financePack, financeZhCN, financeEnUS, financeRuRU),
  bundle(reportsPack, reportsZhCN, reportsEnUS, reportsRuRU),
  bundle(payslipPack, payslipZhCN, payslipEnUS, payslipRuRU),
  bundle(purchasePack, purchaseZhCN, purchaseEnUS, purchaseRuRU),
];

/** The bundled packs' demo records (`<pack>/demo.json`), made in the demo tenant on first start, in this order. */
export const bundledDemos: PackDemo[] = [assetsDemo, consumablesDemo, projectDemo, settlementDemo, leaveDemo, salesDemo, financeDemo, reportsDemo, payslipDemo, purchaseDemo] as PackDemo[];

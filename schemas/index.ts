import type { Pack, PackDemo } from '../engine/index';
import reimbursementPack from './reimbursement/pack.json';
import reimbursementZhCN from './reimbursement/locales/zh-CN.json';
import reimbursementEnUS from './reimbursement/locales/en-US.json';
import reimbursementRuRU from './reimbursement/locales/ru-RU.json';
import assetsPack from './assets/pack.json';
import assetsZhCN from './assets/locales/zh-CN.json';
import assetsEnUS from './assets/locales/en-US.json';
import assetsRuRU from './assets/locales/ru-RU.json';
import assetsDemo from './assets/demo.json';

/** Every pack shipped with the product, locales attached; installed into each demo tenant. */
export const bundledPacks: Pack[] = [
  {
    ...(reimbursementPack as unknown as Pack),
    locales: { 'zh-CN': reimbursementZhCN, 'en-US': reimbursementEnUS, 'ru-RU': reimbursementRuRU },
  },
  {
    ...(assetsPack as unknown as Pack),
    locales: { 'zh-CN': assetsZhCN, 'en-US': assetsEnUS, 'ru-RU': assetsRuRU },
  },
];

/** The bundled packs' demo records (`<pack>/demo.json`), made in the demo tenant on first start, in this order. */
export const bundledDemos: PackDemo[] = [assetsDemo as PackDemo];

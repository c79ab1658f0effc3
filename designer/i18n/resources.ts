import commonEn from './locales/common/en-US.json';
import commonRu from './locales/common/ru-RU.json';
import commonZh from './locales/common/zh-CN.json';
import flowEn from './locales/flow/en-US.json';
import flowRu from './locales/flow/ru-RU.json';
import flowZh from './locales/flow/zh-CN.json';
import formEn from './locales/form/en-US.json';
import formRu from './locales/form/ru-RU.json';
import formZh from './locales/form/zh-CN.json';
import functionsEn from './locales/functions/en-US.json';
import functionsRu from './locales/functions/ru-RU.json';
import functionsZh from './locales/functions/zh-CN.json';
import panelsEn from './locales/panels/en-US.json';
import panelsRu from './locales/panels/ru-RU.json';
import panelsZh from './locales/panels/zh-CN.json';

/**
 * The designer's texts, one file per area and language, all under the
 * `designer.` prefix (`designer.form.palette`). zh-TW falls back to zh-CN
 * (the designer is a business module: spec 001 names zh-CN, en-US and ru-RU).
 */
export const designerResources = {
  'zh-CN': { designer: { common: commonZh, functions: functionsZh, form: formZh, flow: flowZh, panels: panelsZh } },
  'en-US': { designer: { common: commonEn, functions: functionsEn, form: formEn, flow: flowEn, panels: panelsEn } },
  'ru-RU': { designer: { common: commonRu, functions: functionsRu, form: formRu, flow: flowRu, panels: panelsRu } },
} as const;

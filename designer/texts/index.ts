/**
 * The function's texts in zh-CN, en-US and ru-RU (issue 12 item 8): every text of the
 * definition, found by walking it, with its translations, saved with the draft.
 */
export { TextsPanel } from './ui/TextsPanel';
export { TEXT_COMMANDS } from './commands';
export { lacksTranslation, translationOf, translationsToSave } from './model/collectTexts';

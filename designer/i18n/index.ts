import i18next from 'i18next';
import { designerResources } from './resources';

let registered = false;

/** Adds the designer's texts to the shell's i18next once (the designer loads lazily). */
export function registerDesignerTexts(): void {
  if (registered) return;
  registered = true;
  for (const [lang, bundle] of Object.entries(designerResources)) {
    i18next.addResourceBundle(lang, 'translation', bundle, true, true);
  }
}

export { designerResources };

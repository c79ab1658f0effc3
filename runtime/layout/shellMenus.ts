import { setMenuAugmenter } from '../menu';
import { withTaskMenus } from '../pages/task-center';
import { withMessageMenus } from './messageMenus';

/** The static menus of the signed-in layouts: task centre (and administrators' pages), message centre. */
setMenuAugmenter(({ tree, menuMap }, { isAdmin, t }) => {
  const tasks = withTaskMenus(tree, menuMap, { isAdmin, t });
  return withMessageMenus(tasks.tree, tasks.menuMap, t('msgCenter.menu'));
});

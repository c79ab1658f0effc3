import { setMenuAugmenter } from '../menu';
import { withTaskMenus } from '../pages/task-center/shell';
import { withMessageMenus } from './messageMenus';
import { withAgentMenus } from '../agent';

/** The static menus of the signed-in layouts: task centre (and administrators' pages), message centre, agent pages. */
setMenuAugmenter(({ tree, menuMap }, { isAdmin, t }) => {
  const tasks = withTaskMenus(tree, menuMap, { isAdmin, t });
  const messages = withMessageMenus(tasks.tree, tasks.menuMap, t('msgCenter.menu'));
  return withAgentMenus(messages.tree, messages.menuMap, t);
});

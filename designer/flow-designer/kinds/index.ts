// The flow designer's node kinds: the registry and the built-in approver, CC, route and start kinds.
import './builtin';

export { registerDesignerNodeKind, designerNodeKindOf, designerNodeKinds } from './DesignerNodeKind';
export type { DesignerNodeKind, SummaryContext } from './DesignerNodeKind';

/**
 * Choices of the basic information. The pack stores these codes; labels are
 * `designer.functions.businessTypes.<code>` etc. A pack may use other codes:
 * they are shown as written.
 */
export const BUSINESS_TYPES = ['office', 'finance', 'hr', 'purchase', 'sales', 'asset', 'project', 'other'] as const;
export const DISPLAY_STYLES = ['list', 'card', 'tree'] as const;
export const FORM_TYPES = ['standard'] as const;

/** Icons offered for categories (antd icon names; rendered by the form). */
export const CATEGORY_ICONS = [
  'AppstoreOutlined', 'FolderOutlined', 'FileTextOutlined', 'AccountBookOutlined', 'TeamOutlined', 'ShoppingCartOutlined',
  'ProjectOutlined', 'CarOutlined', 'CalendarOutlined', 'BankOutlined', 'ToolOutlined', 'BookOutlined',
] as const;

/** Whether a code has a label of its own (else it is shown as written). */
export const isKnown = (list: readonly string[], code: string | null | undefined): boolean => !!code && list.includes(code);

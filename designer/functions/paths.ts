/** Where the function pages live (the shell's routes, spec 001 "/process-config"). */
export const FUNCTION_LIST_PATH = '/process-config/function-development';
export const NEW_FUNCTION_PATH = `${FUNCTION_LIST_PATH}/new`;

/** The designer page of one function. */
export const designerPathOf = (code: string) => `${FUNCTION_LIST_PATH}/${encodeURIComponent(code)}`;

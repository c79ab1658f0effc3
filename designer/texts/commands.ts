/** The names the translations panel records its edits under in the function's history. */
export const TEXT_COMMANDS = {
  translate: 'text.translate',
} as const;

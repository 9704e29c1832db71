/** `%text%` for LIKE with the text's own wildcards escaped (pair with ESCAPE '\'). */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

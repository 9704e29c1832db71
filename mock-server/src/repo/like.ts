import { sql, type SQLWrapper } from 'drizzle-orm';

/** `%text%` for LIKE with the text's own wildcards escaped (pair with `likeEscaped`). */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `value LIKE pattern`, where the pattern escapes its wildcards with a backslash (`likePattern`). */
export const likeEscaped = (value: SQLWrapper, pattern: SQLWrapper | string) =>
  sql`${value} LIKE ${pattern} ESCAPE '\\'`;

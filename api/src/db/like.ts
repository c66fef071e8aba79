/** LIKE patterns from what a person typed in a search box. */

/** `%text%` with LIKE's wildcards escaped, so a search for "50%" looks for those characters. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

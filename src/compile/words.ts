/** How many words, separated by white space, a text holds. */
export const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length;

/** How many words, separated by white space, a text holds. */
export const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length;

/** Two letters in a row: a word, where a value ("2", "-", "0x1f", "7c"), a symbol or a line number has none. */
export const holdsWord = (text: string): boolean => /\p{L}{2}/u.test(text);

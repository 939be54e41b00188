/** `code` with every non-ASCII character of its regular expressions and String.raw templates escaped. */
export function asciiChunk(code: string): string;

/**
 * The rules of a text parameter (schemas.ts `text`) apart from zod, so that the core's check without zod
 * (light-input.ts) applies the very functions the schemas refine with.
 */

/**
 * Every control character (Unicode Cc: U+0000–U+001F, U+007F–U+009F), tab and
 * line break included: a section number, a spec id or a query never needs
 * one, and one pasted in by accident is better refused with a clear message
 * than read as a space. One policy for the CLI, MCP and the TUI.
 */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;

export const noControlChars = (s: string): boolean => !CONTROL_CHARS.test(s);
export const notBlank = (s: string): boolean => s.trim().length > 0;

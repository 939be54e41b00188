/** The operation's name: the MCP tool's (serve --tools extended), and the key of its method and placeholders. */
export const GET_CHECKLIST = 'get_checklist';

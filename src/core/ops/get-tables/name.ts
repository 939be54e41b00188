/** The operation's name: the MCP tool's, and the key of its method and its messages' placeholders. */
export const GET_TABLES = 'get_tables';

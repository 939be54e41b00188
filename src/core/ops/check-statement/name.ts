/** The operation's name: the MCP tool's (serve --tools extended), and the key of its method and placeholders. */
export const CHECK_STATEMENT = 'check_statement';

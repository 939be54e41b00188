/** The operation's name: the key of its method and its messages' placeholders. */
export const LIST_ROLES = 'list_roles';

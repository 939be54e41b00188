/** The operation's name: the key of its method and its messages' placeholders. */
export const CITE_REQUIREMENT = 'cite_requirement';

/**
 * Why a spec file cannot be used, in the words list-specs shows. Shared by the
 * compiler (which opens PDFs) and the core (which lists them), so the same
 * failure always reads the same; this module depends on nothing.
 */
export const FILE_ERROR_REASONS: Readonly<Record<string, string>> = {
  ENOENT: 'file not found',
  EACCES: 'unreadable (permission denied)',
  EPERM: 'unreadable (permission denied)',
  ELOOP: 'unreadable (symbolic link loop)',
  EISDIR: 'not a file',
};

/** A list item's text without the dash or bullet it opens with. */
export const withoutBullet = (item: string): string => item.replace(/^[-–—•▪■●◦]\s*/u, '');

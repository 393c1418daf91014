export const present = 'present';

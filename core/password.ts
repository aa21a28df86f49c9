/**
 * The length rule of a member's password (issue 13, OWASP ASVS 5.0 2.1.1): at least 8
 * characters, counted as the person sees them (code points), and at most 128 so that hashing
 * a posted novel costs nothing. Strength (common passwords) is checked on the server.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export function passwordLength(password: string): number {
  return [...password].length;
}

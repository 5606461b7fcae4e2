/**
 * The zxcvbn-ts list of about 49,000 common passwords (ASVS 6.2.4 asks for at least the top 3,000),
 * lower-cased and loaded once. Comparison is case-insensitive so "Password1" counts as common too.
 */
export declare function commonPasswords(): Set<string>;
export declare function isCommonPassword(password: string): boolean;

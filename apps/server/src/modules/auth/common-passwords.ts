import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | undefined;

/**
 * The zxcvbn-ts list of about 49,000 common passwords (ASVS 6.2.4 asks for at least the top 3,000),
 * lower-cased and loaded once. Comparison is case-insensitive so "Password1" counts as common too.
 */
export function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

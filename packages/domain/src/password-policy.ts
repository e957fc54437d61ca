import { COMMON_PASSWORDS } from './common-passwords.ts';

/** The fewest characters (Unicode code points) a password set in the portal may have. */
export const PASSWORD_MIN_LENGTH = 12;
/** The most characters a password may have: long passphrases are welcome, unbounded input is not. */
export const PASSWORD_MAX_LENGTH = 200;

/** Why a new password is refused, as the error code the web translates. */
export type PasswordProblem = 'PasswordTooShort' | 'PasswordTooCommon' | 'FieldTooLong';

/** Characters people put in place of letters. */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  '@': 'a',
  '4': 'a',
  '8': 'b',
  '3': 'e',
  '1': 'i',
  '!': 'i',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
};

/** Digits, punctuation, symbols and spaces around a word: `2024!` in `Sommar2024!`. */
const AROUND = /^[\p{N}\p{P}\p{S}\s]+|[\p{N}\p{P}\p{S}\s]+$/gu;

/** Whether each character follows the one before it, up or down (`123456789012`, `abcdefghijkl`). */
function isRun(chars: readonly string[]): boolean {
  const step = (i: number) => {
    const now = chars[i]?.codePointAt(0) ?? 0;
    const before = chars[i - 1]?.codePointAt(0) ?? 0;
    // 9 → 0 and 0 → 9 continue a run of digits.
    return /\d/.test(chars[i] ?? '') && Math.abs(now - before) === 9 ? Math.sign(before - now) : now - before;
  };
  const first = step(1);
  return (first === 1 || first === -1) && chars.every((_, i) => i === 0 || step(i) === first);
}

/**
 * Whether `password` may be set, by OWASP ASVS 2.1.1, 2.1.2 and 2.1.7 and NIST SP 800-63B 5.1.1.2: at
 * least `PASSWORD_MIN_LENGTH` characters (code points, spaces included), at most `PASSWORD_MAX_LENGTH`,
 * and not a common password, a common word dressed in digits, symbols or look-alike characters, a
 * run (`123456789012`) or a repetition of a few characters (`aaaaaaaaaaaa`). No rule on which kinds of
 * characters it must hold. Null when it may.
 */
export function passwordProblem(password: string): PasswordProblem | null {
  const chars = [...password];
  if (chars.length < PASSWORD_MIN_LENGTH) return 'PasswordTooShort';
  if (chars.length > PASSWORD_MAX_LENGTH) return 'FieldTooLong';
  const lower = password.toLowerCase();
  const core = lower.replace(AROUND, '');
  const plain = [...core].map((char) => LOOK_ALIKES[char] ?? char).join('');
  const common = [lower, core, plain].some((form) => COMMON_PASSWORDS.has(form));
  const fewCharacters = new Set([...lower]).size < 4;
  return common || fewCharacters || isRun([...lower]) ? 'PasswordTooCommon' : null;
}

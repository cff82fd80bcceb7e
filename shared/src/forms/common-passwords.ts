/**
 * Passwords that pass the letter-and-number rule yet top the breached-password lists, so guessing them is the first
 * thing an attacker tries. Compared without case.
 */
const COMMON_PASSWORDS = new Set([
  'password1', 'password12', 'password123', 'password1234', 'passw0rd', 'p@ssw0rd', 'p@ssword1', 'pa55word',
  'abc12345', 'abcd1234', 'abc123456', 'a1b2c3d4', 'a1234567', 'a12345678', '12345678a', '123456789a', '1234567a',
  'qwerty12', 'qwerty123', 'qwerty1234', 'qwer1234', 'q1w2e3r4', 'q1w2e3r4t5', '1q2w3e4r', '1q2w3e4r5t', '1qaz2wsx',
  'zaq12wsx', 'asdf1234', 'zxcv1234', 'iloveyou1', 'iloveyou2', 'welcome1', 'welcome123', 'letmein1', 'letmein123',
  'admin123', 'admin1234', 'administrator1', 'football1', 'baseball1', 'monkey123', 'dragon123', 'sunshine1',
  'princess1', 'trustno1', 'master123', 'shadow123', 'superman1', 'michael1', 'charlie1', 'jordan23', 'hello123',
  'test1234', 'testing123', 'changeme1', 'computer1', 'internet1', 'starwars1', 'whatever1', 'freedom1', 'batman123',
  'summer2024', 'summer2025', 'summer2026', 'winter2025', 'spring2026', 'australia1', 'melbourne1', 'sydney123',
  'footy123', 'racing123', 'betting123', 'gambling1', 'winner123', 'lucky123', 'jackpot1', 'money123',
]);

export const isCommonPassword = (password: string) => COMMON_PASSWORDS.has(password.toLowerCase());
